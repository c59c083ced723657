/** A day a few days from now as the forms take it (DD/MM/YYYY, London). */
export const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A day a few days from now as a date field takes it (YYYY-MM-DD, London). */
export const londonDayIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
