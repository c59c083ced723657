import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { replayEarlyInput, watchEarlyInput } from './earlyInput.ts';

// React's act() is used directly here (no Testing Library render): tell React it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Answers given on the server's drawing before React runs reach the form once it does
// (issue 24 item 1: "a form posted before hydration … never lost").
function Form({ onRunning }: { onRunning?: () => void }) {
  const [name, setName] = useState('');
  const [cover, setCover] = useState('');
  const [agreed, setAgreed] = useState(false);
  useEffect(() => onRunning?.(), [onRunning]);
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
      <output>{JSON.stringify({ name, cover, agreed })}</output>
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

async function hydrate(root: HTMLElement, stop: () => ReturnType<ReturnType<typeof watchEarlyInput>>) {
  const onRunning = () => replayEarlyInput(stop());
  await act(async () => {
    hydrateRoot(root, <Form onRunning={onRunning} />);
  });
  return JSON.parse(root.querySelector('output')?.textContent ?? '{}');
}

describe('answers given before the page runs', () => {
  it('reaches the form: typed before watching began, and answered while it waited', async () => {
    const root = drawn();
    answer(field(root, 'input:not([type])'), 'Amelia');
    const stop = watchEarlyInput(root);
    choose(field(root, 'input[value=Basic]'));
    choose(field(root, 'input[type=checkbox]'));
    expect(await hydrate(root, stop)).toEqual({ name: 'Amelia', cover: 'Basic', agreed: true });
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
});
