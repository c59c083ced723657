import { EMAIL_CHECK_PATH, EMAIL_CHECK_TIMEOUT_MS } from '@portal/domain/api/emailCheck';
import { apiRequest } from '../client.ts';

/**
 * Asks the server whether an address can receive our emails. Answers null when the check could
 * not be made in time: the customer carries on rather than being blocked by our outage. The
 * answer's schema loads with the first check, not with every page that has a text field.
 */
export async function checkEmail(email: string): Promise<boolean | null> {
  try {
    const answer = await apiRequest({
      method: 'POST',
      path: EMAIL_CHECK_PATH,
      schema: (await import('@portal/domain/api/notification')).emailCheckResponse,
      body: { email },
      signal: AbortSignal.timeout(EMAIL_CHECK_TIMEOUT_MS),
    });
    return answer.emailExists;
  } catch {
    return null;
  }
}
