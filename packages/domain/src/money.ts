/**
 * Whole-number digits grouped in threes, as en-GB writes them: "1234567" → "1,234,567" (leading
 * zeros dropped). Written out rather than asked of `Intl.NumberFormat`: its first use on a page
 * loads the browser's number data, 50 ms on a desktop and 235 ms at a phone's 4x CPU slowdown,
 * inside the task that starts every page (bench/README.md, "Where the start-up task went").
 */
export const groupDigits = (digits: string): string =>
  digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The one money formatter: integer pence in, pounds out, as every page and email shows them.
 * A negative amount reads with a leading minus sign: -1234 → "-£12.34".
 */
export function formatPence(pence: number): string {
  const whole = Math.round(Math.abs(pence));
  const pounds = groupDigits(String(Math.floor(whole / 100)));
  return `${pence < 0 && whole > 0 ? '-' : ''}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}
