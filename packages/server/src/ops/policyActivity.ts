import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema/email.ts';
import { interestedParties } from '../db/schema/ops.ts';
import { policies, policyChanges, policyholders } from '../db/schema/policies.ts';
import { quotes } from '../db/schema/quotes.ts';
import { requests } from '../db/schema/requests.ts';
import { enqueueEmail } from '../email/outboxRepository.ts';
import { subjectOf } from '../outbox/renderOutboxEmail.ts';
import { sandboxCards, sandboxPayments } from '../payments/schema.ts';
import { audit, type StaffMember } from './audit.ts';
import { withStanding } from './quoteStandings.ts';

/**
 * A policy as staff see it: the record, its changes, quotes, card payments (gateway references and
 * outcomes; the database holds no card number to show) and the emails sent to its holder.
 */
export async function policyActivity(db: Db, policyNumber: string, now: Date) {
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
      policyId: quotes.policyId,
      policyVersion: quotes.policyVersion,
      updatedAt: quotes.updatedAt,
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
  const emails = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      recipient: outbox.recipient,
      facts: outbox.facts,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    // The policy each email was sent for, never the address: customers may share one.
    .where(eq(outbox.policyId, policy.id))
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
    quotes: (await withStanding(db, quoteRows, now)).map(({ row, standing }) => ({
      uuid: row.uuid,
      form: row.form,
      reference: row.reference,
      status: row.status,
      state: standing.state,
      flag: standing.flag ?? null,
      totalPremiumChange: row.quoteDto.totalPremiumChange,
      amountToDebit: row.quoteDto.amountToDebit,
      createdAt: row.createdAt.toISOString(),
    })),
    payments: payments.map((payment) => {
      const quote = quoteRows.find((row) => row.uuid === payment.quoteUuid);
      return {
        ...payment,
        reference: quote?.reference ?? null,
        flag: paymentFlag(payment, quote?.status, payments),
        createdAt: payment.createdAt.toISOString(),
      };
    }),
    // The subject is composed from the facts; the facts themselves (a pending link's token among
    // them) never leave the server.
    emails: emails.map(({ facts, ...email }) => ({
      ...email,
      subject: subjectOf(facts),
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Money taken that the quote does not show: an authorised payment on a quote never confirmed,
 * or a second authorised payment for one quote (a refund is due).
 */
function paymentFlag(
  payment: { paymentId: string; quoteUuid: string; status: string },
  quoteStatus: string | undefined,
  all: readonly { paymentId: string; quoteUuid: string; status: string }[],
): string | null {
  if (payment.status !== 'AUTHORISED') return null;
  const authorised = all.filter(
    (other) => other.quoteUuid === payment.quoteUuid && other.status === 'AUTHORISED',
  );
  if (authorised.length > 1)
    return `${authorised.length} authorised payments for one quote: refund all but one.`;
  if (quoteStatus !== 'PAYMENT_CONFIRMED')
    return 'Authorised, but its quote is not confirmed: check and confirm or refund.';
  return null;
}

/**
 * Sends an email again: a new outbox row with the same facts, rendered afresh when it is sent, so
 * the first stays as it was. A quote email already sent has lost its one-time link's token, so the
 * copy shows where the link was, as the first did once sent.
 */
export async function resendEmail(db: Db, id: number, staff: StaffMember, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [email] = await tx.select().from(outbox).where(eq(outbox.id, id));
    if (!email) return false;
    const { policyId, requestId, quoteId, recipient, facts } = email;
    await enqueueEmail(tx, { policyId, requestId, quoteId, recipient, facts }, now);
    const subject = subjectOf(facts);
    await audit(
      tx,
      staff,
      { action: 'Email resent', subject: String(id), detail: { recipient, subject } },
      now,
    );
    return true;
  });
}
