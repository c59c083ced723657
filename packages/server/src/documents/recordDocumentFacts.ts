import { documentKindsOf, type PolicyDocumentKind } from '@portal/domain/documents/policyDocumentFacts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';

/**
 * Takes the facts of the version just made, for its documents, in the caller's transaction: one
 * INSERT … SELECT, so the database gathers the policy, its holder, address, cars, drivers and the
 * pricing quote without a round trip per table, and nothing is rendered here (a PDF is drawn by the
 * worker after the change commits). `source` is the quote uuid, or a reference when none priced it.
 */
export async function recordDocumentFacts(
  tx: DbOrTx,
  policyId: number,
  change: { source: string; form: string; at: Date },
): Promise<{ id: number; kinds: PolicyDocumentKind[] } | null> {
  const result = await tx.execute(sql`
    INSERT INTO policy_documents (policy_id, version, facts, created_at)
    SELECT p.id, p.version, jsonb_build_object(
      'policyNumber', p.policy_number, 'version', p.version, 'brand', p.brand,
      'partnerBrand', p.partner_brand, 'product', p.product, 'coverType', p.cover_type,
      'coverStart', p.cover_start, 'coverEnd', p.cover_end,
      'annualPremiumPence', p.annual_premium_pence, 'paymentType', p.payment_type,
      'voluntaryExcessPence', p.voluntary_excess_pence, 'annualMileage', p.annual_mileage,
      'linkedBreakdown', p.linked_breakdown,
      'holder', jsonb_build_object('title', h.title, 'firstName', h.first_name, 'lastName', h.last_name),
      'address', (SELECT jsonb_build_object('line1', a.line1, 'line2', a.line2, 'town', a.town, 'postcode', a.postcode)
        FROM addresses a WHERE a.policy_id = p.id AND a.current ORDER BY a.id DESC LIMIT 1),
      'vehicles', coalesce((SELECT jsonb_agg(jsonb_build_object('registration', v.registration, 'make', v.make,
          'model', v.model, 'yearOfManufacture', v.year_of_manufacture) ORDER BY v.id)
        FROM vehicles v WHERE v.policy_id = p.id), '[]'::jsonb),
      'drivers', coalesce((SELECT jsonb_agg(jsonb_build_object('fullName', d.full_name, 'mainDriver', d.main_driver,
          'compulsoryExcessPence', d.compulsory_excess_pence, 'voluntaryExcessPence', d.voluntary_excess_pence)
          ORDER BY d.main_driver DESC, d.id)
        FROM drivers d WHERE d.policy_id = p.id), '[]'::jsonb),
      'change', jsonb_build_object('form', ${change.form}::text, 'at', ${change.at.toISOString()}::text),
      'quote', (SELECT jsonb_build_object('coverStart', q.cover_start, 'coverEnd', q.cover_end,
          'totalPremiumChange', q.quote_dto->'totalPremiumChange', 'amountToDebit', q.quote_dto->'amountToDebit',
          'adminFee', q.quote_dto->'adminFee', 'newAnnualPremium', q.quote_dto->'newAnnualPremium')
        FROM quotes q WHERE q.uuid = ${change.source}::text))
    , ${change.at.toISOString()}::timestamptz
    FROM policies p JOIN policyholders h ON h.id = p.policyholder_id
    WHERE p.id = ${policyId}
    ON CONFLICT (policy_id, version) DO NOTHING
    RETURNING id, facts->>'product' AS product, jsonb_array_length(facts->'vehicles') AS vehicles`);
  const [row] = (result as unknown as { rows: { id: number; product: string; vehicles: number }[] }).rows;
  if (!row) return null;
  return { id: Number(row.id), kinds: documentKindsOf(row.product, Number(row.vehicles)) };
}
