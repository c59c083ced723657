/**
 * Copy of the card form. The spec quotes only the billing-address message; the rest is
 * plain copy in the same voice, kept here so the browser and server say the same thing.
 */
export const CARD_MESSAGES = {
  holderNameRequired: "Please enter the cardholder's name",
  holderNameLength: "The cardholder's name must be between 2 and 61 characters",
  holderNameStart: "The cardholder's name must start with a letter",
  holderNameCharacters:
    "The cardholder's name can only contain letters, hyphens, apostrophes, full stops and spaces",
  titleRequired: 'Please select a title',
  cardNumberRequired: 'Please enter your card number',
  cardNumberLength: 'Your card number must be between 13 and 23 characters',
  cardNumberCharacters: 'Your card number can only contain numbers, spaces and hyphens',
  cardNumberDigits: 'Please enter a valid card number',
  securityNumberRequired: 'Please enter your security number',
  securityNumberFormat: 'Your security number must be 3 or 4 digits',
  permissionRequired: "You must have the cardholder's permission to use this card",
  // An empty choice says what to do; the range words are for a bad value only.
  expiryMonthRequired: 'Please choose the month your card expires, as shown on the card',
  expiryYearRequired: 'Please choose the year your card expires, as shown on the card',
  expiryMonth: 'Please choose an expiry month between 1 and 12',
  expiryYear: 'Please choose an expiry year from the list',
  expired: 'This card has expired. Please use another card',
  startMonthRequired: 'Please choose the month your card started, as shown on the card',
  startMonth: 'Please choose a start month between 1 and 12',
  startYear: 'Please choose a start year from the list',
  startNotPast: "Your card's start date must be in the past",
  issueNumberFormat: 'Your issue number must be 1 or 2 digits',
  startOrIssueRequired: 'Please enter the start date and/or issue number',
  addressIncomplete: 'You must fill in your address details',
  addressTooLong: 'Each address line must be 100 characters or fewer',
  email: 'Please enter a valid email address',
} as const;
