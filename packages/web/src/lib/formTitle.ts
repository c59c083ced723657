import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FormCode } from '@portal/domain/formCodes';
import { brandFormTitle } from '@portal/domain/forms';

/** The form's title, in the brand's words where the brand rewords it (the breakdown brand's docreq and mor). */
export function formTitle(form: FormCode, brand: DeploymentBrand): string {
  return brandFormTitle(form, brand);
}
