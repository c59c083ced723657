import { flushSync } from 'react-dom';

/**
 * What the customer typed or chose on the server's drawing before the page ran: the DOM holds
 * it, React does not. Watched from the moment the script starts until React has the whole page:
 * the controls already changed when watching starts (against the defaults the server drew), and
 * every control answered meanwhile, its value noted as it was answered (an answer given while
 * React is part-way through hydrating reaches neither React nor, always, the DOM it redraws).
 * Replayed once React runs, as the events React listens for, so every early answer reaches the
 * form (reveals, validation, the stored answers) and none is lost. Replaying an answer React did
 * see sets the same value again.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Early {
  control: Control;
  value: string;
  checked: boolean;
}

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function changed(control: Control): boolean {
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single choice with no option marked shows its first: that is the default, not an answer
    // (replaying it would undo a value the page set as it ran, such as a restored draft's).
    return (
      control.selectedIndex !==
      Math.max(
        0,
        options.findLastIndex((option) => option.defaultSelected),
      )
    );
  }
  return control.value !== control.defaultValue;
}

const note = (control: Control): Early => ({
  control,
  value: control.value,
  checked: 'checked' in control && control.checked,
});

/** Starts watching; the function it returns stops and gives what to replay, once each control. */
export function watchEarlyInput(root: HTMLElement): () => Early[] {
  const early = new Map<Control, Early>();
  for (const control of root.querySelectorAll<Control>('input, textarea, select'))
    if (changed(control)) early.set(control, note(control));
  const onAnswer = (event: Event) => {
    if (!isControl(event.target)) return;
    // The last answered goes last, so of one radio group the customer's final choice wins.
    early.delete(event.target);
    early.set(event.target, note(event.target));
  };
  for (const type of ['input', 'change']) root.addEventListener(type, onAnswer, true);
  return () => {
    for (const type of ['input', 'change']) root.removeEventListener(type, onAnswer, true);
    return [...early.values()];
  };
}

/** The value setter of the element's own kind, which React's change tracking does not see. */
function setValueUnseen(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(control, value);
}

/**
 * Stops watching and replays the early answers once React's effects are over (call it from one:
 * inside them React renders nothing at once), each answer as its own update rendered before the
 * next: a field made of parts (a date's day, month and year) builds its answer from the parts as
 * last rendered, so answers replayed in one batch would each overwrite the one before. Then calls
 * `done`.
 *
 * In a microtask, not a later task: hydrating in slices, React finishes at once when the customer
 * presses a key or a button, and the effect that calls this runs inside that press. The answers
 * are then in the form before the key's input or the button's click reaches it (a click on
 * Continue finds them), and nothing typed between the two is written back over.
 */
export function replayEarlyInput(stop: () => readonly Early[], done: () => void): void {
  queueMicrotask(() => {
    for (const answer of stop()) flushSync(() => replay(answer));
    done();
  });
}

function replay({ control, value, checked }: Early): void {
  if (!control.isConnected) return;
  if (isToggle(control)) {
    // A radio unchecked by choosing another needs nothing: the chosen one carries the answer.
    if (control.type === 'radio' && !checked) return;
    control.checked = !checked;
    control.click();
  } else if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    // React notes the default as the last value it knew, then sees the typed one arrive.
    control.value = control.defaultValue;
    setValueUnseen(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
