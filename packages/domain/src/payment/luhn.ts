/** The Luhn (mod 10) check every scheme card number carries in its last digit. */
export const isLuhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const digit = Number(char);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
};
