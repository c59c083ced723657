import type { Journey } from '../../journeys/journey.ts';
import type { SettleFromDetails } from '../../policy/renewalSetting.ts';
import { isDaysAway } from '../../rules/check.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { RENEWAL_DATE } from './dateRules.ts';
import { dateQuestion } from './fields.ts';
import { text } from './savedDetails.ts';
import { simpleReview } from './simpleRequest.ts';
import { yourDetailsStep } from './yourDetails.ts';

const isAuto = { field: 'renewalPreference', equals: 'AUTO' } as const;

/** Auto may not be chosen when renewal is 8 to 30 days from today. */
export const AUTO_RENEWAL_REFUSED = { moreThan: 7, atMost: 30 } as const;

/** Whether renewal on `renewalDate` is too soon, seen from `today`, to choose automatic renewal. */
export const autoRenewalTooSoon = (today: string, renewalDate: string) =>
  isDaysAway(today, renewalDate, AUTO_RENEWAL_REFUSED);

/**
 * Renewal preference (mar and renpref share it): the renewal date and how the policy should renew,
 * then your details; the choice is settled on the policy at once (Auto is refused when renewal is 8 to 30 days away).
 */
export function renewalPreferenceJourney(form: string): Journey {
  return {
    form,
    steps: [
      {
        id: 'eligibility',
        // The spec routes mar and renpref from triage to eligibility and also names a
        // renewal-preference page; the renewal date and the choice are one short page here, so
        // that address opens it.
        aliases: ['renewal-preference'],
        heading: 'Your renewal preference',
        intro:
          'Choose whether your policy renews automatically each year. You can change this again at any time.',
        invalidMessage: MESSAGES.eligibilityIncomplete,
        questions: [
          dateQuestion('renewalDate', 'Your renewal date', ['notPast'], {
            hint: "It's on your renewal invitation and your policy schedule, for example 27/03/2027",
          }),
          {
            name: 'renewalPreference',
            kind: 'radio',
            label: 'How would you like your policy to renew?',
            options: [
              { value: 'AUTO', label: 'Renew automatically each year' },
              { value: 'MANUAL', label: "Don't renew automatically: I'll renew it myself" },
            ],
            rules: [
              { rule: 'required', message: 'Please answer this question to continue.' },
              {
                rule: 'refusedWhenDaysAway',
                value: 'AUTO',
                relativeTo: RENEWAL_DATE,
                daysAway: AUTO_RENEWAL_REFUSED,
                message: MESSAGES.renewalPreferenceTooSoon,
              },
            ],
            review: { label: 'Renewal preference' },
          },
        ],
      },
      yourDetailsStep({ vehicleRegistration: 'motorOnly', policyNumber: { required: 'always' } }),
    ],
    review: simpleReview({
      step: 'eligibility',
      heading: 'Your renewal preference',
      confirms: 'your renewal preference',
    }),
    success: {
      heading: 'Thanks for updating your renewal preference',
      body: ["We'll email you to confirm your choice."],
      variants: [
        {
          when: isAuto,
          body: [
            'Your policy will renew automatically on {renewalDate}. We’ll send your renewal invitation before then, with your new price.',
            "We'll email you to confirm your choice.",
          ],
        },
        {
          when: { field: 'renewalPreference', equals: 'MANUAL' },
          body: [
            "Your policy won't renew automatically. To stay covered from {renewalDate}, renew it before then: we'll send your renewal invitation so you can.",
            "We'll email you to confirm your choice.",
          ],
        },
      ],
    },
  };
}

/**
 * The choice as the policy on record takes it. Auto is judged again against the renewal date on
 * record, whatever date the customer typed (the browser judged the typed one).
 */
export const settleRenewalPreference: SettleFromDetails = (details, policy, today) => {
  const autoRenewal = text(details.renewalPreference) === 'AUTO';
  if (autoRenewal && autoRenewalTooSoon(today, policy.renewalDate))
    return { ok: false, field: 'renewalPreference', message: MESSAGES.renewalPreferenceTooSoon };
  return { ok: true, setting: { kind: 'renewalPreference', autoRenewal } };
};
