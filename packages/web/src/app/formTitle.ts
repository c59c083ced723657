import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { copyFor } from '@portal/domain/brands/registry';
import { type FormCode, formCard } from '@portal/domain/forms';

/** The form's title, in the brand's words where the brand rewords it (the breakdown brand's docreq and mor). */
export function formTitle(form: FormCode, brand: DeploymentBrand): string {
  const card = formCard(form);
  return card.brandTitleKey ? copyFor(brand, card.brandTitleKey) : card.title;
}
