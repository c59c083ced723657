/**
 * The kinds of reply a brand promises its customers, each with its own time: a simple change is
 * processed by the next day (two working days on the breakdown brand), an emailed enquiry is
 * answered within 24 hours, a quote priced by hand within 3 hours, a refund within 5 working days
 * and a document within 7. Every request is one of these kinds, so every request has a promise.
 */
export const SERVICE_LEVEL_KINDS = ['change', 'enquiry', 'quote', 'refund', 'documents'] as const;
export type ServiceLevelKind = (typeof SERVICE_LEVEL_KINDS)[number];

/** Hours the brand gives itself for each kind of reply (working days counted as whole days). */
export type ServiceLevels = Record<ServiceLevelKind, number>;

/** What most brands promise. */
export const STANDARD_SERVICE_LEVELS: ServiceLevels = {
  change: 24,
  enquiry: 24,
  quote: 3,
  refund: 5 * 24,
  documents: 7 * 24,
};

/** The breakdown brand: "Changes can take up to two working days to be processed." */
export const BREAKDOWN_SERVICE_LEVELS: ServiceLevels = { ...STANDARD_SERVICE_LEVELS, change: 2 * 24 };

/** What a kind of reply is called where staff read the promise. */
export const SERVICE_LEVEL_NAMES: Record<ServiceLevelKind, string> = {
  change: 'change processed',
  enquiry: 'reply by email',
  quote: 'quote emailed',
  refund: 'refund',
  documents: 'documents sent',
};
