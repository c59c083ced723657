/** The per-form line of the web chat and Call us panels. */
export const sorryMessage = (action: string): string =>
  `We're sorry, but you'll need to contact us to ${action}.`;
