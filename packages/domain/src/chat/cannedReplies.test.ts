import { describe, expect, it } from 'vitest';
import { cannedReplyInput, repliesMatching } from './cannedReplies.ts';

const REPLIES = [
  { id: 1, shortcut: 'goodbye', text: 'Goodbye.' },
  { id: 2, shortcut: 'greeting', text: 'Hello.' },
  { id: 3, shortcut: 'identify', text: 'Your policy number, please.' },
];

describe('canned replies by shortcut', () => {
  it('offers the replies whose shortcut starts with what follows the slash', () => {
    expect(repliesMatching('/g', REPLIES).map((r) => r.shortcut)).toEqual(['goodbye', 'greeting']);
    expect(repliesMatching('/GRE', REPLIES).map((r) => r.shortcut)).toEqual(['greeting']);
    expect(repliesMatching('/', REPLIES)).toHaveLength(3);
  });

  it('offers none for an ordinary message, even one with a slash in it', () => {
    expect(repliesMatching('hello /g', REPLIES)).toEqual([]);
    expect(repliesMatching('/g and more', REPLIES)).toEqual([]);
  });

  it('keeps shortcuts to one lower-case word', () => {
    expect(cannedReplyInput.parse({ shortcut: ' Hours ', text: 'We open at 8.' }).shortcut).toBe('hours');
    expect(cannedReplyInput.safeParse({ shortcut: 'two words', text: 'x' }).success).toBe(false);
    expect(cannedReplyInput.safeParse({ shortcut: 'ok', text: '  ' }).success).toBe(false);
  });
});
