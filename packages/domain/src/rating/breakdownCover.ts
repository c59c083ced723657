import { brandSettings } from '../brands/registry.ts';
import type { RatedPolicy } from './policy.ts';

/**
 * A motor policy of the breakdown brand is breakdown cover, not car insurance: it is priced from
 * the rescue tariff (per vehicle, by vehicle age), carries no excess and no driver risk. The
 * brand's data says so (`motorCover`), so every change and renewal on such a policy is priced
 * the same way, whichever form asks.
 */
export const isBreakdownCover = (policy: Pick<RatedPolicy, 'product' | 'brand'>): boolean =>
  policy.product === 'MOTOR' && brandSettings(policy.brand).motorCover === 'breakdown';
