import {
  type DeploymentBrand,
  MANUFACTURER_BRANDS,
  PARTNER_BRANDS,
  PRODUCTS,
  type Product,
} from './brands/brand.ts';
import { isAgentOnly } from './brands/registry.ts';
import { FORM_CODES, type FormCode } from './formCodes.ts';
import { formCard, hasJourney } from './forms.ts';
import { type GuardInput, mainEntryGuard, requestPageGuard } from './guards.ts';

/**
 * The journeys a start page links, each with the plainest query both entry guards let through
 * (guards.ts decides entry; this only reads it), for the demo hub and a brand's start page.
 */

const BRAND_PARAMS: readonly (string | undefined)[] = [undefined, ...PARTNER_BRANDS, ...MANUFACTURER_BRANDS];

/** The product lines a form belongs to, most natural first, so the hub suggests a sensible query. */
function productPreference(form: FormCode): Product[] {
  const line = formCard(form).productLine;
  const first: Product[] =
    line === 'home' ? ['HOME'] : line === 'travel' ? ['TRAVEL'] : ['MOTOR', 'CAR', 'PCW', 'SELECT', 'VAN'];
  return [...first, ...PRODUCTS.filter((product) => !first.includes(product))];
}

/** Every query the guards could see for one brand and form, plainest first. */
function candidateQueries(form: FormCode): { form: FormCode; product: Product; brandParam?: string }[] {
  return BRAND_PARAMS.flatMap((brandParam) =>
    productPreference(form).map((product) => ({ form, product, ...(brandParam ? { brandParam } : {}) })),
  );
}

export const passesBothGuards = (input: GuardInput): boolean =>
  mainEntryGuard(input).kind === 'allow' && requestPageGuard(input).kind === 'allow';

/** Per brand, each form with the plainest query that both guards allow (for the demo hub). */
export function accessibleForms(
  brand: DeploymentBrand,
): { form: FormCode; product: Product; brandParam?: string }[] {
  return FORM_CODES.flatMap((form) => {
    const query = candidateQueries(form).find((candidate) => passesBothGuards({ ...candidate, brand }));
    return query ? [query] : [];
  });
}

/**
 * The journeys the demo hub links on a brand: those that can be finished online there (a form
 * only an agent can do on this brand is not offered, so the hub has no dead ends).
 */
export const hubJourneys = (brand: DeploymentBrand) =>
  accessibleForms(brand).filter((entry) => hasJourney(entry.form) && !isAgentOnly(brand, entry.form));
