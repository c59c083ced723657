import type { FormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import type { PricedChange } from '@portal/domain/forms/formCard';
import type { RatedPolicy } from '@portal/domain/rating/policy';

/**
 * What a saved request changes on the policy, in the rating engine's terms, as its form's own
 * change module says; null for forms whose requests are not priced.
 */
export async function changeFromRequest(
  form: FormCode,
  details: Record<string, unknown>,
  policy: RatedPolicy,
  today: string,
): Promise<PricedChange | null> {
  const load = formCard(form).change;
  if (!load) return null;
  const { changeFromDetails } = await load();
  return changeFromDetails(details, policy, today);
}
