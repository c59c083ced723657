import type { Question } from '@portal/domain/journeys/journey';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInShell, TEST_NOW } from '../testing/renderInShell.tsx';
import { showStep } from '../testing/showStep.tsx';
import { QuestionView } from './QuestionView.tsx';

// Each question kind used as a customer uses it: chosen, typed or ticked, and the answer the app
// keeps afterwards. StepPage.test, lookupFallbacks.test and fileUpload.test cover radio, select,
// text, list, the two lookups and file upload; this file covers the rest.
beforeEach(() => sessionStorage.clear());

const kept = (form: string) => JSON.parse(sessionStorage.getItem(`mta-${form}-form`) ?? '{}');

describe('radioAccordion: the chosen option opens its own information', () => {
  it('shows "Your change will start today." under "Yes, from today" only while it is chosen', async () => {
    const user = userEvent.setup();
    await showStep('aad', 'eligibility');
    expect(screen.queryByText('Your change will start today.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes, from today' }));
    expect(screen.getByText('Your change will start today.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'No, from a later date' }));
    expect(screen.queryByText('Your change will start today.')).toBeNull();
    expect(kept('aad')).toMatchObject({ coverStartDateFlag: 'LATER' });
  });

  it('moves between options with the arrow keys, as a radio group does', async () => {
    const user = userEvent.setup();
    await showStep('aad', 'eligibility');
    await user.click(screen.getByRole('radio', { name: 'Yes, from today' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'No, from a later date' })).toBeChecked();
  });
});

describe('checkbox: a declaration ticked and unticked', () => {
  it('keeps the tick, and takes it back when unticked', async () => {
    const user = userEvent.setup();
    await showStep('aad', 'eligibility');
    const declaration = screen.getByRole('checkbox', {
      name: 'I confirm the driver has not been refused insurance or had a policy cancelled.',
    });
    await user.click(declaration);
    expect(declaration).toBeChecked();
    expect(kept('aad')).toMatchObject({ [declaration.getAttribute('name')!]: true });
    await user.click(declaration);
    expect(declaration).not.toBeChecked();
    expect(kept('aad')[declaration.getAttribute('name')!]).not.toBe(true);
  });
});

describe('date: three boxes read as one date', () => {
  it('keeps the date typed as DD/MM/YYYY and refuses a date that does not exist', async () => {
    const user = userEvent.setup();
    await showStep('aad', 'eligibility');
    await user.click(screen.getByRole('radio', { name: 'No, from a later date' }));
    const start = screen.getByRole('group', { name: /When would you like the change to start\?/ });
    await user.type(within(start).getByLabelText('Day'), '31');
    await user.type(within(start).getByLabelText('Month'), '02');
    await user.type(within(start).getByLabelText('Year'), '2026');
    expect(kept('aad')).toMatchObject({ coverStartDate: '31/02/2026' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText(/^When would you like the change to start\?: /)).toBeVisible();
    expect(within(start).getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes digits only, so a letter typed in a box is not kept', async () => {
    const user = userEvent.setup();
    await showStep('aad', 'eligibility');
    await user.click(screen.getByRole('radio', { name: 'No, from a later date' }));
    const start = screen.getByRole('group', { name: /When would you like the change to start\?/ });
    await user.type(within(start).getByLabelText('Day'), '1a');
    expect(within(start).getByLabelText('Day')).toHaveValue('1');
  });
});

describe('dateOfBirth: a birth date chosen from three lists', () => {
  it("keeps the driver's date of birth and offers no year that would make them under 17", async () => {
    const user = userEvent.setup();
    await showStep('aad', 'add-driver');
    const dob = screen.getByRole('group', { name: /Driver's date of birth/ });
    await user.selectOptions(within(dob).getByRole('combobox', { name: 'Day' }), '14');
    await user.selectOptions(within(dob).getByRole('combobox', { name: 'Month' }), 'March');
    const year = within(dob).getByRole('combobox', { name: 'Year' });
    await user.selectOptions(year, '1985');
    expect(kept('aad')).toMatchObject({ dob: '14/03/1985' });
    // TEST_NOW is in 2026: the youngest year offered is 2009, the oldest 99 years before this year.
    expect(within(year).queryByRole('option', { name: '2010' })).toBeNull();
    expect(within(year).getByRole('option', { name: '2009' })).toBeInTheDocument();
  });
});

describe('textarea: a free answer over several lines', () => {
  // No journey asks one today; the kind stays drawable so a form can, and is drawn by QuestionView.
  const question: Question = {
    name: 'circumstances',
    kind: 'textarea',
    label: 'Tell us what happened',
    rules: [],
  };

  function OneQuestion() {
    const [value, setValue] = useState<unknown>('');
    return (
      <>
        <QuestionView
          question={question}
          form="docupl"
          id="field-circumstances"
          value={value}
          onChange={setValue}
          onBlur={() => {}}
          now={TEST_NOW}
          answers={{ circumstances: value }}
          setAnswer={() => {}}
          errorFor={() => undefined}
          reportCheck={() => {}}
        />
        <output aria-label="kept answer">{JSON.stringify(value)}</output>
      </>
    );
  }

  it('is labelled by its question and keeps every line typed', async () => {
    const user = userEvent.setup();
    renderInShell(<OneQuestion />);
    const box = screen.getByRole('textbox', { name: 'Tell us what happened' });
    await user.type(box, 'First line{Enter}Second line');
    expect(box).toHaveValue('First line\nSecond line');
    expect(screen.getByLabelText('kept answer')).toHaveTextContent('"First line\\nSecond line"');
  });
});
