import { describe, expect, it } from 'vitest';
import { embeddedEmailVerifier } from './emailVerifier.ts';

describe('email verification stand-in', () => {
  it.each([
    ['amelia.hart@example.com', true],
    ['someone@btinternet.co.uk', true],
    ['nobody@nowhere.invalid', false],
    ['dev@machine.localhost', false],
    ['throwaway@mailinator.com', false],
    ['no-dot@intranet', false],
  ])('%s → %s', async (email, expected) => {
    expect(await embeddedEmailVerifier(email)).toBe(expected);
  });
});
