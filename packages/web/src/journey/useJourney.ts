import type { FormCode } from '@portal/domain/formCodes';
import { hasJourney, loadJourney } from '@portal/domain/forms';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStaticData } from '../api/calls/staticData.ts';
import type { Answers } from '../lib/answersStore.ts';
import { useShell } from '../shell/ShellContext.tsx';

/** The form's journey definition, a lazily loaded chunk per form. */
export function useJourney(form: FormCode) {
  return useQuery({
    queryKey: ['journey', form],
    queryFn: () => loadJourney(form),
    enabled: hasJourney(form),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}

const PARTNERS = new Set(['RBS', 'NATWEST']);

/** What the domain rules need to judge answers here: the same context the server builds on save. */
export function useRuleContext(form: FormCode, answers: Answers): RuleContext | null {
  const shell = useShell();
  const staticData = useStaticData(form, undefined, shell.product);
  const data = staticData.data;
  return useMemo(() => {
    if (!data) return null;
    const policy = data.policy;
    return {
      form,
      brand: shell.brand,
      partner:
        shell.brandParam && PARTNERS.has(shell.brandParam)
          ? (shell.brandParam as 'RBS' | 'NATWEST')
          : undefined,
      product: shell.product,
      now: data.now,
      due: data.due,
      answers,
      stored: policy
        ? { currentVehicleReg: policy.policyDetails.regNum, policyNumber: policy.policyDetails.policyNumber }
        : undefined,
    };
  }, [data, form, shell.brand, shell.brandParam, shell.product, answers]);
}
