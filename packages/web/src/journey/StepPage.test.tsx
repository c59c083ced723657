import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { showStep } from '../testing/showStep.tsx';

// The step page draws each question kind from a real form's data (add a driver), as a
// customer meets it: groups named by their question, controls by their labels.
beforeEach(() => sessionStorage.clear());

/** A question's group: a radio group or a fieldset, whichever the field draws, by its question. */
const group = (name: string | RegExp) =>
  screen.queryByRole('radiogroup', { name }) ?? screen.getByRole('group', { name });

describe('a question step (add a driver: eligibility)', () => {
  it('draws radios, a date and a checkbox under their questions', async () => {
    await showStep('aad', 'eligibility');
    expect(screen.getByRole('heading', { level: 1, name: 'Add a driver' })).toBeVisible();
    const start = group('Do you want the change to start today?');
    expect(within(start).getByRole('radio', { name: 'Yes, from today' })).not.toBeChecked();
    expect(within(start).getByRole('radio', { name: 'No, from a later date' })).toBeVisible();
    expect(group(/When would you like the change to start\?/)).toBeVisible();
    expect(
      screen.getByRole('checkbox', {
        name: 'I confirm the driver has not been refused insurance or had a policy cancelled.',
      }),
    ).not.toBeChecked();
  });

  it('hides the start date once the change starts today, and keeps the choice', async () => {
    const user = userEvent.setup();
    await showStep('aad', 'eligibility');
    await user.click(screen.getByRole('radio', { name: 'Yes, from today' }));
    expect(screen.getByRole('radio', { name: 'Yes, from today' })).toBeChecked();
    expect(screen.queryByRole('group', { name: /When would you like the change to start\?/ })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('mta-aad-form') ?? '{}')).toMatchObject({
      coverStartDateFlag: 'TODAY',
    });
  });

  it("refuses an empty step: the summary lists the spec's messages and takes focus", async () => {
    const user = userEvent.setup();
    await showStep('aad', 'eligibility');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    // Each entry names its question before the spec's message, so three alike can be told apart.
    expect(within(summary).getByText(/: Please answer this question to continue$/)).toBeVisible();
    expect(within(summary).getByText(/^I confirm the driver .*: Please agree to continue$/)).toBeVisible();
    expect(
      within(summary).getByText('When would you like the change to start?: Date is required'),
    ).toBeVisible();
  });
});

describe('a question step (add a driver: about the driver)', () => {
  it('draws text, date of birth and select questions by their labels', async () => {
    const user = userEvent.setup();
    await showStep('aad', 'add-driver');
    await user.type(screen.getByRole('textbox', { name: "Driver's first name" }), 'Amelia');
    expect(screen.getByRole('textbox', { name: "Driver's first name" })).toHaveValue('Amelia');
    const dob = group(/Driver's date of birth/);
    expect(within(dob).getByLabelText('Day')).toBeVisible();
    const licence = screen.getByRole('combobox', { name: 'Type of driving licence' });
    await user.selectOptions(licence, 'Provisional UK');
    expect(licence).toHaveValue('PROVISIONAL_UK');
  });

  it('asks for claims only after a yes, and adds and removes a claim with its own questions', async () => {
    const user = userEvent.setup();
    await showStep('aad', 'add-driver');
    expect(screen.queryByRole('group', { name: 'Claims' })).toBeNull();
    const claimsQuestion = group('Has the driver had any claims or losses in the last 3 years?');
    await user.click(within(claimsQuestion).getByRole('radio', { name: 'Yes' }));

    const claims = group('Claims');
    await user.click(within(claims).getByRole('button', { name: 'Add a claim' }));
    expect(within(claims).getByRole('heading', { name: 'Claims 1' })).toBeVisible();
    // The entry's questions are drawn by the same renderer, each with its own label.
    expect(within(claims).getByRole('group', { name: /Date of the claim/ })).toBeVisible();
    expect(within(claims).getByRole('combobox', { name: 'Type of claim' })).toBeVisible();

    const types = () => within(claims).getAllByRole('combobox', { name: 'Type of claim' });
    await user.selectOptions(types()[0]!, 'Theft');
    await user.click(within(claims).getByRole('button', { name: 'Add another claim' }));
    expect(within(claims).getByRole('heading', { name: 'Claims 2' })).toBeVisible();
    await user.selectOptions(types()[1]!, 'Fire');
    await user.click(within(claims).getByRole('button', { name: 'Remove claim 1' }));
    expect(within(claims).queryByRole('heading', { name: 'Claims 2' })).toBeNull();
    expect(types().map((select) => (select as HTMLSelectElement).value)).toEqual(['Fire']);
  });
});
