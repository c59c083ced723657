import { type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { replayEarlyInput, watchEarlyInput } from './earlyInput.ts';

// Answers given on the server's drawing before React runs reach the form once it does
// ("a form posted before hydration … never lost").
function Form() {
  const [name, setName] = useState('');
  const [cover, setCover] = useState('');
  const [agreed, setAgreed] = useState(false);
  // A date in two parts, built from the parts as last rendered (as the date-of-birth field is).
  const [date, setDate] = useState('/');
  const [day, month] = date.split('/');
  return (
    <form>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {['Basic', 'Full'].map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="cover"
            value={option}
            checked={cover === option}
            onChange={() => setCover(option)}
          />
          {option}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> Agree
      </label>
      <select aria-label="Day" value={day} onChange={(event) => setDate(`${event.target.value}/${month}`)}>
        {['', '01', '02'].map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <select aria-label="Month" value={month} onChange={(event) => setDate(`${day}/${event.target.value}`)}>
        {['', '03', '04'].map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <output>{JSON.stringify({ name, cover, agreed, date })}</output>
    </form>
  );
}

const drawn = () => {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form />);
  document.body.replaceChildren(root);
  return root;
};
const field = (root: HTMLElement, selector: string) =>
  root.querySelector<HTMLInputElement>(selector) as HTMLInputElement;
const answer = (control: HTMLInputElement, value: string) => {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
};
const choose = (control: HTMLInputElement) => control.click();

/**
 * Hydrates the drawn form, replaying from an effect of the outermost component, as app/render.tsx
 * does; `meanwhile` runs in that effect, once React has the page, before the replay.
 */
async function hydrate(
  root: HTMLElement,
  stop: () => ReturnType<ReturnType<typeof watchEarlyInput>>,
  meanwhile = () => {},
) {
  let running = () => {};
  const replayed = new Promise<void>((resolve) => {
    running = resolve;
  });
  function WhenRunning({ children }: { children: ReactNode }) {
    useEffect(() => {
      replayEarlyInput(stop, running);
      meanwhile();
    }, []);
    return children;
  }
  hydrateRoot(
    root,
    <WhenRunning>
      <Form />
    </WhenRunning>,
  );
  await replayed;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return JSON.parse(root.querySelector('output')?.textContent ?? '{}');
}

describe('answers given before the page runs', () => {
  it('reaches the form: typed before watching began, and answered while it waited', async () => {
    const root = drawn();
    answer(field(root, 'input:not([type])'), 'Amelia');
    const stop = watchEarlyInput(root);
    choose(field(root, 'input[value=Basic]'));
    choose(field(root, 'input[type=checkbox]'));
    expect(await hydrate(root, stop)).toEqual({ name: 'Amelia', cover: 'Basic', agreed: true, date: '/' });
  });

  it("keeps the customer's last choice of a radio group, back and forth", async () => {
    const root = drawn();
    const stop = watchEarlyInput(root);
    choose(field(root, 'input[value=Basic]'));
    choose(field(root, 'input[value=Full]'));
    choose(field(root, 'input[value=Basic]'));
    expect((await hydrate(root, stop)).cover).toBe('Basic');
  });

  it('replays an answer as it was given, even when the page was redrawn under it meanwhile', async () => {
    const root = drawn();
    const stop = watchEarlyInput(root);
    const name = field(root, 'input:not([type])');
    answer(name, 'Amelia Jones');
    name.value = ''; // what a part-way hydration can leave: React's value, not the customer's
    expect((await hydrate(root, stop)).name).toBe('Amelia Jones');
  });

  it('never writes back over what the customer typed once React had the page, before the replay', async () => {
    const root = drawn();
    const stop = watchEarlyInput(root);
    const name = field(root, 'input:not([type])');
    answer(name, 'Amelia');
    // A key pressed while React hydrates in slices makes it finish at once, inside that key.
    const form = await hydrate(root, stop, () => answer(name, 'Amelia Jones'));
    expect(form.name).toBe('Amelia Jones');
    expect(name.value).toBe('Amelia Jones');
  });

  it('keeps every part of a date chosen part by part, each built from the parts as last rendered', async () => {
    const root = drawn();
    const stop = watchEarlyInput(root);
    for (const [label, value] of [
      ['Day', '02'],
      ['Month', '04'],
    ] as const) {
      const select = root.querySelector<HTMLSelectElement>(
        `select[aria-label=${label}]`,
      ) as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect((await hydrate(root, stop)).date).toBe('02/04');
  });
});
