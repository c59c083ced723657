import type { FieldProps } from '../fields/fieldProps.ts';
import { ItemFieldContext } from '../fields/itemField.ts';
import { QUESTION_COMPONENTS } from './questionComponents.ts';

/** Draws one question with the component its kind names; a list's entries are drawn by this too. */
export function QuestionView(props: FieldProps) {
  const Component = QUESTION_COMPONENTS[props.question.kind];
  return (
    <ItemFieldContext value={QuestionView}>
      <Component {...props} />
    </ItemFieldContext>
  );
}
