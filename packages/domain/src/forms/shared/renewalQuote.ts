/**
 * What the renewal cards (mor, hor) say about their quote. Apart from renewal.ts (the journey
 * and the priced change, loaded lazily) so a card does not bring the journey's date arithmetic
 * into every page's first load.
 */

/** The quotation's label for the amount: the whole next-term premium, not a change to this one. */
export const RENEWAL_PREMIUM_LABEL = 'Renewal premium';
