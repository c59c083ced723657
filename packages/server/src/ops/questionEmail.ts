import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { DbOrTx } from '../db/database.ts';
import { outboxInsert } from '../email/outboxRepository.ts';
import { issueRequestLink } from '../links/requestLinks.ts';
import type { BrandUrl } from '../quotes/quoteService.ts';
import { customerEmails, titleOf } from './handling.ts';
import type { QueuedRequest } from './queue.ts';

/**
 * Staff asked the customer a question: each of the customer's addresses gets it by email, with
 * its own link to the request's page, where it is answered. Written with the question itself.
 */
export async function emailQuestion(
  tx: DbOrTx,
  request: QueuedRequest,
  question: string,
  brandUrl: BrandUrl,
  now: Date,
): Promise<void> {
  const { firstName, recipients } = await customerEmails(tx, request);
  const brand = request.brand as DeploymentBrand;
  const emails = [];
  for (const recipient of recipients)
    emails.push({
      recipient,
      policyId: request.policyId,
      requestId: request.id,
      facts: {
        kind: 'request-question' as const,
        brand,
        firstName,
        title: titleOf(request),
        reference: request.reference,
        question,
        origin: brandUrl(brand),
        token: await issueRequestLink(tx, request.id, now),
      },
    });
  if (emails.length > 0) await outboxInsert(tx, emails, now);
}
