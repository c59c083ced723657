import { useEffect, useRef } from 'react';

/**
 * A question counts as seen when focus leaves it, and its message then appears above its control.
 * Pressed with a pointer, the next control takes focus on the press itself: a message appearing
 * then would push that control from under the pointer before the press ends, and the click would
 * be lost. So while a pointer is down, a blur's "seen" waits until the press (and its click) is over.
 */
export function useTouchAfterPress(touch: (name: string) => void): (name: string) => void {
  const pressing = useRef(false);
  const waiting = useRef<string[]>([]);
  const latest = useRef(touch);
  latest.current = touch;

  useEffect(() => {
    const down = () => {
      pressing.current = true;
    };
    const up = () => {
      pressing.current = false;
      // After the click that ends this press: the browser fires it before any timer runs.
      setTimeout(() => {
        for (const name of waiting.current.splice(0)) latest.current(name);
      });
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);

  return (name: string) => {
    if (pressing.current) waiting.current.push(name);
    else latest.current(name);
  };
}
