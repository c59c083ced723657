import type { FieldProps } from './fields/fieldProps.ts';
import { QUESTION_COMPONENTS } from './fields/questionComponents.ts';

/** Draws one question with the component its kind names. */
export function QuestionView(props: FieldProps) {
  const Component = QUESTION_COMPONENTS[props.question.kind];
  return <Component {...props} />;
}
