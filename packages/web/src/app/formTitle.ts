import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { CopyKey } from '@portal/domain/brands/copy';
import { copyFor } from '@portal/domain/brands/registry';
import { type FormCode, ROUTE_DATA } from '@portal/domain/forms';

/** Forms whose title the brand may reword (the breakdown brand's docreq and mor). */
const BRAND_TITLES: Partial<Record<FormCode, CopyKey>> = { docreq: 'docreq.title', mor: 'mor.title' };

export function formTitle(form: FormCode, brand: DeploymentBrand): string {
  const key = BRAND_TITLES[form];
  return key ? copyFor(brand, key) : ROUTE_DATA[form].title;
}
