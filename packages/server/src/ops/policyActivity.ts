import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';
import { interestedParties } from '../db/schema/ops.ts';
import { policies, policyChanges, policyholders } from '../db/schema/policies.ts';
import { quotes } from '../db/schema/quotes.ts';
import { requests } from '../db/schema/requests.ts';
import { sandboxCards, sandboxPayments } from '../payments/schema.ts';
import { audit, type StaffMember } from './audit.ts';

/**
 * A policy as staff see it: the record, its changes, quotes, card payments (gateway references and
 * outcomes; the database holds no card number to show) and the emails sent to its holder.
 */
export async function policyActivity(db: Db, policyNumber: string) {
  const [policy] = await db
    .select({
      id: policies.id,
      policyNumber: policies.policyNumber,
      brand: policies.brand,
      product: policies.product,
      version: policies.version,
      annualPremiumPence: policies.annualPremiumPence,
      annualMileage: policies.annualMileage,
      paymentType: policies.paymentType,
      title: policyholders.title,
      firstName: policyholders.firstName,
      lastName: policyholders.lastName,
      email: policyholders.email,
      phone: policyholders.phone,
    })
    .from(policies)
    .innerJoin(policyholders, eq(policyholders.id, policies.policyholderId))
    .where(eq(policies.policyNumber, policyNumber.trim()));
  if (!policy) return undefined;
  const quoteRows = await db
    .select({
      uuid: quotes.uuid,
      form: quotes.form,
      status: quotes.status,
      quoteDto: quotes.quoteDto,
      createdAt: quotes.createdAt,
      reference: requests.reference,
    })
    .from(quotes)
    .innerJoin(requests, eq(requests.id, quotes.requestId))
    .where(eq(quotes.policyId, policy.id))
    .orderBy(desc(quotes.id));
  const uuids = quoteRows.map((quote) => quote.uuid);
  const payments = uuids.length
    ? await db
        .select({
          paymentId: sandboxPayments.paymentId,
          quoteUuid: sandboxPayments.reference,
          amountPence: sandboxPayments.amountPence,
          status: sandboxPayments.status,
          errorCode: sandboxPayments.errorCode,
          cardType: sandboxCards.cardType,
          last4: sandboxCards.last4,
          createdAt: sandboxPayments.createdAt,
        })
        .from(sandboxPayments)
        .innerJoin(sandboxCards, eq(sandboxCards.cardToken, sandboxPayments.cardToken))
        .where(inArray(sandboxPayments.reference, uuids))
        .orderBy(desc(sandboxPayments.createdAt))
    : [];
  // Emails reach the holder's address on record or the one given on a request for this policy.
  const given = await db.execute(
    sql`select distinct lower(details->'policyHolder'->>'email') as email from requests where policy_id = ${policy.id}`,
  );
  const addresses = [
    policy.email.toLowerCase(),
    ...(given as unknown as { rows: { email: string | null }[] }).rows.flatMap((row) =>
      row.email ? [row.email] : [],
    ),
  ];
  const emails = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      recipient: outbox.recipient,
      subject: outbox.subject,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(inArray(sql`lower(${outbox.recipient})`, addresses))
    .orderBy(desc(outbox.id))
    .limit(100);
  const changes = await db
    .select()
    .from(policyChanges)
    .where(eq(policyChanges.policyId, policy.id))
    .orderBy(desc(policyChanges.version));
  const [party] = await db
    .select()
    .from(interestedParties)
    .where(and(eq(interestedParties.policyId, policy.id), eq(interestedParties.current, true)));
  return {
    policy: { ...policy, interestedParty: party?.companyName ?? null },
    changes: changes.map(({ version, form, actor, at }) => ({ version, form, actor, at: at.toISOString() })),
    quotes: quoteRows.map(({ quoteDto, createdAt, ...quote }) => ({
      ...quote,
      totalPremiumChange: quoteDto.totalPremiumChange,
      amountToDebit: quoteDto.amountToDebit,
      createdAt: createdAt.toISOString(),
    })),
    payments: payments.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    emails: emails.map((email) => ({
      ...email,
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
    })),
  };
}

/** Sends an email again: a new outbox row with the same content, so the first stays as it was. */
export async function resendEmail(db: Db, id: number, staff: StaffMember, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [email] = await tx.select().from(outbox).where(eq(outbox.id, id));
    if (!email) return false;
    const { kind, recipient, subject, html, text } = email;
    await tx
      .insert(outbox)
      .values({ kind, recipient, subject, html, text, availableAt: now, createdAt: now });
    await audit(
      tx,
      staff,
      { action: 'Email resent', subject: String(id), detail: { recipient, subject } },
      now,
    );
    return true;
  });
}
