import { describe, expect, it } from 'vitest';
import { secureFormUuid } from './secureFormChannel.ts';

const frame = { name: 'the secure form frame' };
const expected = { origin: 'http://directline.localhost:3000', frame };
const from = (data: unknown, overrides: object = {}) => ({
  origin: expected.origin,
  source: frame,
  data,
  ...overrides,
});

describe('messages from the secure card form', () => {
  it("reads the uuid the form posts, and an empty one when the form can't take a payment", () => {
    expect(secureFormUuid(from('{"type":"speik","uuid":"3f1c"}'), expected)).toBe('3f1c');
    expect(secureFormUuid(from('{"type":"speik","uuid":""}'), expected)).toBe('');
  });

  it('ignores messages from another origin, another window, or of another shape', () => {
    const good = '{"type":"speik","uuid":"3f1c"}';
    expect(secureFormUuid(from(good, { origin: 'https://evil.example' }), expected)).toBeUndefined();
    expect(secureFormUuid(from(good, { source: {} }), expected)).toBeUndefined();
    expect(secureFormUuid(from(good), { ...expected, frame: null })).toBeUndefined();
    expect(secureFormUuid(from('{"MessageType":"profile.completed"}'), expected)).toBeUndefined();
    expect(secureFormUuid(from('not json'), expected)).toBeUndefined();
  });
});
