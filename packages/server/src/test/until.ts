/**
 * Test support: resolves once `done` holds, looking again every few milliseconds. It has no
 * deadline of its own — a loaded machine makes the wait longer, never the test red; what never
 * comes is ended by the test's own timeout, or at once by `failed` (a process that exited, say),
 * which it also checks each time round.
 */
export async function until(
  done: () => boolean | Promise<boolean>,
  failed: () => string | undefined = () => undefined,
): Promise<void> {
  for (;;) {
    if (await done()) return;
    const why = failed();
    if (why) throw new Error(why);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `until` for a value: resolves with the first one `found` gives. */
export async function untilFound<T>(found: () => T | undefined): Promise<T> {
  let value: T | undefined;
  await until(() => {
    value = found();
    return value !== undefined;
  });
  return value as T;
}
