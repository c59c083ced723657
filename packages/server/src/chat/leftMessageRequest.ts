import { randomBytes } from 'node:crypto';
import { LEFT_MESSAGE_KIND } from '@portal/domain/requests/leftMessage';
import type { LeftMessageDetails } from '@portal/domain/requests/leftMessageDetails';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import type { chatConversations } from '../db/schema/ops.ts';
import { policies } from '../db/schema/policies.ts';
import { quotes } from '../db/schema/quotes.ts';
import { requests } from '../db/schema/requests.ts';

const newReference = () => `REQ-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * The request row a left message becomes (see requests/leftMessage.ts for why a request): in the
 * work queue under its brand, tied to the policy when the chat was a payment chat (the server
 * bound its quote) or triage found it by registration, so the agent who answers sees whose it is.
 */
export async function recordLeftMessage(
  tx: DbOrTx,
  conversation: typeof chatConversations.$inferSelect,
  left: { email: string; body: string },
  now: Date,
): Promise<string> {
  const [policy] = conversation.quoteId
    ? await tx
        .select({ id: policies.id, product: policies.product })
        .from(quotes)
        .innerJoin(policies, eq(policies.id, quotes.policyId))
        .where(eq(quotes.id, conversation.quoteId))
    : conversation.policyId
      ? await tx
          .select({ id: policies.id, product: policies.product })
          .from(policies)
          .where(eq(policies.id, conversation.policyId))
      : [];
  const details: LeftMessageDetails = {
    policyHolder: { firstName: conversation.customerName, email: left.email },
    message: left.body,
    chat: { conversationId: conversation.id, topic: conversation.topic, pagePath: conversation.pagePath },
  };
  const reference = newReference();
  await tx.insert(requests).values({
    reference,
    form: LEFT_MESSAGE_KIND,
    brand: conversation.brand,
    product: policy?.product ?? '',
    policyId: policy?.id ?? null,
    details,
    createdAt: now,
  });
  return reference;
}
