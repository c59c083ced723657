import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FormCode } from '@portal/domain/forms';

/**
 * The "what happens next" bar of request-journeys.md §2: ordinary quote journeys and the
 * home change-of-address journey, whose quote takes longer and whose payment is by card.
 */
export interface ProgressStepCopy {
  title: string;
  detail: string;
}

export function progressSteps(form: FormCode, brand: DeploymentBrand): ProgressStepCopy[] {
  if (form === 'hcoa')
    return [
      { title: 'Quote emailed', detail: 'We will email your quote within 3 hours.' },
      { title: 'Accept or decline', detail: 'Use the link in the email to accept or decline the quote.' },
      { title: 'Card payment', detail: 'Pay by card if there is anything to pay.' },
      { title: 'Policy updated', detail: 'We update your policy once your payment is confirmed.' },
    ];
  const emailed =
    brand === 'GREENFLAG'
      ? 'We will email your quote within minutes, but it can take up to 1 hour.'
      : 'We will email your quote within minutes.';
  return [
    { title: 'Request a quote', detail: 'Tell us about the change you want to make.' },
    { title: 'Quote emailed', detail: emailed },
    { title: 'Payment', detail: 'Pay any difference in price.' },
    { title: 'Policy updated', detail: 'We update your policy once you confirm.' },
  ];
}
