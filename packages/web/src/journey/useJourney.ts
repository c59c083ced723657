import type { FormCode } from '@portal/domain/formCodes';
import { hasJourney } from '@portal/domain/forms';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStaticData } from '../api/calls/staticData.ts';
import type { Answers } from '../lib/answersStore.ts';
import { useShell } from '../shell/ShellContext.tsx';
import { journeyQuery } from './journeyQuery.ts';
import { ruleContextFor } from './ruleContext.ts';

/** The form's journey definition, a lazily loaded chunk per form. */
export function useJourney(form: FormCode) {
  return useQuery({ ...journeyQuery(form), enabled: hasJourney(form) });
}

/** What the domain rules need to judge answers here, once `{form}/data` has arrived. */
export function useRuleContext(form: FormCode, answers: Answers): RuleContext | null {
  const shell = useShell();
  const staticData = useStaticData(form, undefined, shell.product);
  const data = staticData.data;
  const { brand, brandParam, product } = shell;
  return useMemo(
    () => (data ? ruleContextFor(form, { brand, brandParam, product }, data, answers) : null),
    [data, form, brand, brandParam, product, answers],
  );
}
