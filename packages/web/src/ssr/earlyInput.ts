/**
 * What the customer typed or chose on the server's drawing before the page ran: the DOM holds
 * it, React does not. Noted just before hydration (each control's state against the defaults the
 * server drew) and replayed once React runs, as the events React listens for, so every answer
 * given early reaches the form (reveals, validation, the stored answers) and none is lost.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Early {
  control: Control;
  value: string;
  checked: boolean;
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function changed(control: Control): boolean {
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

export function noteEarlyInput(root: HTMLElement): Early[] {
  return [...root.querySelectorAll<Control>('input, textarea, select')]
    .filter(changed)
    .map((control) => ({ control, value: control.value, checked: 'checked' in control && control.checked }));
}

/** The value setter of the element's own kind, which React's change tracking does not see. */
function setValueUnseen(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(control, value);
}

export function replayEarlyInput(early: readonly Early[]): void {
  for (const { control, value, checked } of early) {
    if (!control.isConnected) continue;
    if (isToggle(control)) {
      // A radio unchecked by choosing another needs nothing: the chosen one carries the answer.
      if (control.type === 'radio' && !checked) continue;
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
}
