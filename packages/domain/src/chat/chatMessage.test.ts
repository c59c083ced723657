import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_LIMIT, chatMessageProblem } from './chatMessage.ts';

describe('a chat message the customer cannot send as typed', () => {
  it('says how long a message over the limit is, rather than cutting it', () => {
    expect(chatMessageProblem('a'.repeat(CHAT_MESSAGE_LIMIT + 1))).toBe(
      'Your message is 1,001 characters long. Messages can be up to 1,000 characters: please shorten it, or send it in parts.',
    );
    expect(chatMessageProblem('a'.repeat(CHAT_MESSAGE_LIMIT))).toBeNull();
  });

  it('names characters that cannot be sent, rather than dropping the message', () => {
    expect(chatMessageProblem('my car\u0007 reg')).toContain('characters we cannot send');
    expect(chatMessageProblem('line one\nline two\ttabbed')).toBeNull();
  });
});
