import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords are kept only as argon2id hashes (OWASP's parameters: 19 MiB, 2 passes, one
 * lane). The hash string carries its own parameters and salt, so they can be raised later.
 */
// 2 is Algorithm.Argon2id (an ambient const enum, which this build cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when no account has the email, so a wrong email takes as long as a wrong password. */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword('no account has this password');
  return dummy;
};

/** Staff passwords: long enough to resist guessing, short enough not to be a denial of service to hash. */
export const PASSWORD_RULES = { min: 12, max: 200 } as const;
