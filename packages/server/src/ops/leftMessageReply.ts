import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { isLeftMessage } from '@portal/domain/requests/leftMessage';
import { leftMessageDetailsSchema } from '@portal/domain/requests/leftMessageDetails';
import type { Db } from '../db/database.ts';
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
    await enqueueEmail(
      tx,
      {
        recipient: policyHolder.email,
        policyId: request.policyId,
        requestId: request.id,
        facts: {
          kind: 'chat-message-reply',
          brand: request.brand as DeploymentBrand,
          firstName: policyHolder.firstName.trim() || 'customer',
          reference: request.reference,
          message,
          reply: body.reply,
        },
      },
      now,
    );
    return {
      ok: true,
      message: `Your reply is emailed to ${policyHolder.email} and the message is done.`,
    } as const;
  });
}
