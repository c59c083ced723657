/**
 * A stand-in for an email verification service (a real insurer asks its email provider): it
 * refuses domains that can never receive mail — reserved names and throwaway mailboxes — and
 * addresses whose domain has no dot. Swap in a provider behind this one function.
 */
const NEVER_DELIVERS = /\.(invalid|test|localhost|local)$/i;
const THROWAWAY = new Set([
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'trashmail.com',
]);

export type EmailVerifier = (email: string) => Promise<boolean>;

export const embeddedEmailVerifier: EmailVerifier = async (email) => {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return domain.includes('.') && !NEVER_DELIVERS.test(domain) && !THROWAWAY.has(domain);
};
