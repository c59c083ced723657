import type { FormCode } from '@portal/domain/formCodes';
import type { StepCount } from '@portal/domain/journeys/journey';
import { type TriageKind, triageKind } from '@portal/domain/triage/triageKind';
import type { ComponentType } from 'react';
import { useShell } from '../shell/ShellContext.tsx';
import { GreenflagTriage } from './GreenflagTriage.tsx';
import { HomeTriage } from './HomeTriage.tsx';
import { MotorTriage } from './MotorTriage.tsx';

interface TriageProps {
  form: FormCode;
  /** The journey's first step, where the customer goes once triage lets them through. */
  firstStep: string;
  /** "Step 1 of y" when this triage shows a counter, y the pages the journey will show. */
  counter?: StepCount | undefined;
}

const SCREENS = {
  motor: MotorTriage,
  home: HomeTriage,
  greenflag: GreenflagTriage,
} satisfies Record<TriageKind, ComponentType<TriageProps>>;

/** /{form}/request/triage: finds the policy, or sends the customer to sign in or to an agent. */
export function TriageRoute({ form, firstStep, counter }: TriageProps) {
  const { brand, product } = useShell();
  const Screen = SCREENS[triageKind({ form, brand, product })];
  return <Screen form={form} firstStep={firstStep} counter={counter} />;
}
