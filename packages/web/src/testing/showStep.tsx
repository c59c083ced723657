import type { FormCode } from '@portal/domain/formCodes';
import { loadJourney } from '@portal/domain/forms';
import { findStep } from '@portal/domain/journeys/steps';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import { StepPage } from '../journey/StepPage.tsx';
import { useAnswers } from '../lib/answersStore.ts';
import { useShell } from '../shell/ShellContext.tsx';
import { renderInShell, TEST_NOW } from './renderInShell.tsx';

/**
 * Test support: one step of a real form's journey (the domain's own data) drawn by the step
 * page, with the answers kept in session storage as the app keeps them.
 */
export async function showStep(form: FormCode, stepId: string) {
  const journey = await loadJourney(form);
  const step = findStep(journey, stepId);
  if (!step) throw new Error(`${form} has no step ${stepId}`);
  function Step() {
    const { brand, product } = useShell();
    const [answers, setAnswers] = useAnswers(form);
    const ctx: RuleContext = { form, brand, product, now: TEST_NOW, answers };
    return (
      <StepPage
        form={form}
        journey={journey}
        step={step!}
        answers={answers}
        setAnswers={setAnswers}
        ctx={ctx}
      />
    );
  }
  return renderInShell(<Step />, { path: `/${form}/request/${stepId}?product=PCW` });
}
