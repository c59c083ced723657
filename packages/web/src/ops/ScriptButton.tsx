import type { ButtonHTMLAttributes } from 'react';
import { useTakenOver } from './useTakenOver.ts';

/**
 * A button whose work is done by a script: disabled while the server's drawing is on screen
 * (useTakenOver.ts). A component of its own so that the take-over redraws the buttons alone: read
 * by the queue's table, it redrew every row in one task just after hydrating (bench/README.md,
 * session 22).
 */
export function ScriptButton({
  disabled,
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const takenOver = useTakenOver();
  return <button type={type} {...button} disabled={disabled || !takenOver} />;
}
