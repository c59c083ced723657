import type { Journey } from '../../journeys/journey.ts';

/**
 * The review's notice of the contact email, copy shared by the simple
 * request forms (no quote: the request is processed and confirmed by email). What the email
 * confirms is the form's own: "your change" would be untrue where nothing changes (a document
 * request, an upload, a refund, a renewal preference).
 */
export const contactEmailNotice = (confirms: string): string =>
  `We'll contact you at the email address you've given to confirm ${confirms}, or if we need anything else from you.`;

export const SIMPLE_SUBMIT_LABEL = 'Accept and send';

export const SIMPLE_SUCCESS_BODY: readonly string[] = [
  "We'll process your request and email you to confirm once your policy has been updated.",
  "If we need anything else from you, we'll be in touch by email or phone.",
];

export const RECEIVED_HEADING = "We've received your request";

/**
 * The review of a simple request: your details, then the form's own step (its change link returns
 * there), sent with Accept and send, ending with the contact-email notice.
 */
export const simpleReview = (
  /** `confirms`: what our email will confirm, e.g. 'your change' or 'your renewal preference'. */
  own: { step: string; heading: string; confirms: string },
  notices: readonly string[] = [],
): Journey['review'] => ({
  sections: [
    { id: 'your-details', heading: 'Your details', step: 'your-details' },
    { id: 'new-details', heading: own.heading, step: own.step },
  ],
  submitLabel: SIMPLE_SUBMIT_LABEL,
  notices: [...notices, contactEmailNotice(own.confirms)],
});
