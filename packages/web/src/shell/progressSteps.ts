import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FormCode } from '@portal/domain/formCodes';
import { formCard } from '@portal/domain/forms';
import type { ProgressStepCopy } from '@portal/domain/forms/formCard';

/**
 * The "what happens next" bar: the ordinary one, unless the form has
 * its own (the home change of address, whose quote takes longer and whose payment is by card).
 */
export function progressSteps(form: FormCode, brand: DeploymentBrand): readonly ProgressStepCopy[] {
  const own = formCard(form).quote?.progress;
  if (own) return own;
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
