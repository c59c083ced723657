import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import { isLeftMessage, leftMessageDetailsSchema } from '@portal/domain/requests/leftMessage';
import type { Db } from '../db/database.ts';
import { renderEmail } from '../email/layout.ts';
import { enqueueEmail } from '../email/outboxRepository.ts';
import type { StaffMember } from './audit.ts';
import { type HandlingResult, setHandling } from './handling.ts';
import type { QueuedRequest } from './queue.ts';
import { ownerConflict } from './requestWork.ts';

/**
 * Answers a message left in web chat: the reply is emailed to the address the customer gave
 * (only that one: the name on a chat is not checked against any policy), and the request is done
 * with the reply as its note, in one transaction so a reply is never recorded unsent or sent twice.
 */
export async function replyToLeftMessage(
  db: Db,
  request: QueuedRequest,
  staff: StaffMember,
  body: { reply: string; takeOver?: boolean | undefined },
  now: Date,
): Promise<HandlingResult> {
  const details = leftMessageDetailsSchema.safeParse(request.details);
  if (!isLeftMessage(request.form) || !details.success)
    return { ok: false, status: 400, message: 'Only a message left in web chat is answered by email here.' };
  const conflict = ownerConflict(request, staff, body.takeOver);
  if (conflict) return conflict;
  const brand = brandSettings(request.brand as DeploymentBrand);
  const { policyHolder, message } = details.data;
  return db.transaction(async (tx) => {
    const marked = await setHandling(
      tx,
      request,
      staff,
      { status: 'done', outcome: 'replied', event: 'Replied by email', note: body.reply },
      now,
    );
    if (!marked) return { ok: false, status: 409, message: 'This request is already done.' } as const;
    const rendered = renderEmail(brand, {
      heading: 'A reply to your message',
      paragraphs: [
        `Dear ${policyHolder.firstName.trim() || 'customer'},`,
        `You left us a message in web chat (reference ${request.reference}):`,
        `“${message}”`,
        body.reply,
      ],
    });
    await enqueueEmail(
      tx,
      {
        kind: 'chat-message-reply',
        policyId: request.policyId,
        recipient: policyHolder.email,
        subject: `${brand.displayName}: a reply to your message`,
        ...rendered,
      },
      now,
    );
    return {
      ok: true,
      message: `Your reply is emailed to ${policyHolder.email} and the message is done.`,
    } as const;
  });
}
