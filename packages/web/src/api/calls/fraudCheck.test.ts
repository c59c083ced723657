import { describe, expect, it } from 'vitest';
import { fraudCheckLetsThrough } from './fraudCheck.ts';

describe('the fraud check before a card payment', () => {
  it('lets a cleared payment through and stops a blocked one', async () => {
    expect(await fraudCheckLetsThrough(async () => false)).toBe(true);
    expect(await fraudCheckLetsThrough(async () => true)).toBe(false);
  });

  it('fails closed: a call that fails stops the payment', async () => {
    expect(await fraudCheckLetsThrough(() => Promise.reject(new Error('502 Bad Gateway')))).toBe(false);
  });
});
