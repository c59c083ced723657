/** A lapse request is answered within 24 hours, or 3 when we try to improve the offer. */
export const LAPSE_RESPONSE_HOURS = 24;
export const IMPROVED_OFFER_RESPONSE_HOURS = 3;
