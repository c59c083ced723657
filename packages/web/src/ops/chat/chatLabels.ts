import { brandSettings, isDeploymentBrand } from '@portal/domain/brands/registry';
import type { LiveChat } from '@portal/domain/chat/agentFrames';
import { elapsedWords } from '@portal/domain/requests/elapsed';

/** What a chat is about, in the agent's words. */
const TOPIC_WORDS: Record<string, string> = {
  triage: 'triage',
  'exclusive-error': 'change not possible online',
  'renewal-preference': 'renewal preference',
  payment: 'payment',
};
export const topicWords = (topic: string) => TOPIC_WORDS[topic] ?? topic;

/** A brand by its name (Direct Line), not its code. */
export const brandName = (brand: string) =>
  isDeploymentBrand(brand) ? brandSettings(brand).displayName : brand;

/** A chat as its button in the list names it: its number, the customer, brand and topic. */
export const chatName = (chat: Pick<LiveChat, 'id' | 'customerName' | 'brand' | 'topic'>) =>
  `Chat ${chat.id}: ${chat.customerName || 'Customer'} (${brandName(chat.brand)}, ${topicWords(chat.topic)})`;

/** A chat's state with how long it has been so, as the list shows it. */
export function stateWords(chat: LiveChat, now: number, mine: boolean): string {
  const since = elapsedWords(chat.waitingSince, new Date(now).toISOString());
  if (chat.snoozedUntil) return `snoozed until ${clockTime(chat.snoozedUntil)}`;
  if (chat.status === 'waiting') return `waiting ${since}`;
  if (chat.status === 'pending') return `customer away (chat ${since} old)`;
  return `open with ${mine ? 'you' : (chat.ownerName ?? 'an agent')} (${since})`;
}

export const clockTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleTimeString('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/London',
      })
    : '–';
