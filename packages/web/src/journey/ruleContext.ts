import type { StaticData } from '@portal/domain/api/staticData';
import { isPartnerBrand } from '@portal/domain/brands/registry';
import type { FormCode } from '@portal/domain/formCodes';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import type { Answers } from '../lib/answersStore.ts';
import type { Shell } from '../shell/ShellContext.tsx';

/** Where the page runs, as far as the rules care: the shell's brand, partner and product. */
export type RuleSetting = Pick<Shell, 'brand' | 'brandParam' | 'product'>;

/**
 * What the domain rules need to judge answers here: the same context the server builds on save.
 * A function of its own (useJourney.ts wraps it in a hook) because the server's first render works
 * out triage's journey start with it too, before drawing (entry-server.tsx).
 */
export function ruleContextFor(
  form: FormCode,
  setting: RuleSetting,
  data: StaticData,
  answers: Answers,
): RuleContext {
  const policy = data.policy;
  return {
    form,
    brand: setting.brand,
    partner: setting.brandParam && isPartnerBrand(setting.brandParam) ? setting.brandParam : undefined,
    product: setting.product,
    now: data.now,
    due: data.due,
    answers,
    stored: policy
      ? { currentVehicleReg: policy.policyDetails.regNum, policyNumber: policy.policyDetails.policyNumber }
      : undefined,
  };
}
