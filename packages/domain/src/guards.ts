import { type DeploymentBrand, MANUFACTURER_BRANDS, PARTNER_BRANDS, type Product } from './brands/brand.ts';
import { BRANDS } from './brands/registry.ts';
import type { FormCode } from './formCodes.ts';
import { formCard } from './forms.ts';

/**
 * Entry guards (a page needs its brand, product and earlier steps), as pure decisions.
 *
 * The spec's rules, read literally, lock most journeys out (rule 2 sends every Direct Line,
 * Privilege and {product} motor request to sign-in; the request-page guard admits Nationwide
 * only for home while main rule 6 admits it only for mar; rule 1 redirects mileage-moneyback
 * always). The rules keep their order; these readings make every journey reachable:
 *
 * A. "Motor product" means the brand's own car and van products (MOTOR, CAR, VAN). SELECT and
 *    PCW are separate product lines whose customers have no My Account with the brand, so
 *    rule 2, rule 5 and the request guard's "Direct Line with motor" do not send them away.
 * B. hor and hcoa are home journeys whatever the query says (the spec also reads product
 *    from a /home/ URL), so they are judged as HOME.
 * C. Rule 1 sends mileage-moneyback to the car cover page only on brands that do not run the
 *    Mileage MoneyBack journey themselves (their allowedForms lacks it). Direct Line runs it.
 * D. Rule 7 applies when a brand parameter is present: "a brand parameter for renpref or the
 *    home product must be RBS or NATWEST". No parameter is fine.
 * E. Request guard: partner parameters (RBS, NATWEST) and Nationwide are allowed for home
 *    requests; Nationwide is also allowed for mar with a manufacturer parameter, because main
 *    rule 6 makes that the only way into mar there. "Direct Line with motor" means a form of
 *    the guard's motor list with a motor product; it goes to sign-in, so edocregs and
 *    mileage-moneyback (outside the list, exempt from main rule 2) stay reachable there.
 *    On Privilege, {product}, Direct Line and Greenflag, motor-list forms and home requests are
 *    allowed; forms outside both lists (com, cop, finparty, edocregs, mar, renpref,
 *    travel_refund, mileage-moneyback) have no triage check of their own here and pass, since
 *    the main guard has already decided them. Everything else goes to request/error.
 * F. An unknown brand parameter on forms other than mar and renpref is ignored.
 */

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string };

export interface GuardInput {
  form: FormCode;
  brand: DeploymentBrand;
  product: Product;
  brandParam?: string;
}

const ALLOW: GuardDecision = { kind: 'allow' };
const MOTOR_PRODUCTS: readonly Product[] = ['MOTOR', 'CAR', 'VAN'];
const MY_ACCOUNT_MOTOR_BRANDS: readonly DeploymentBrand[] = ['DIRECTLINE', 'PRIVILEGE', 'PRODUCT'];
const REQUEST_GUARD_BRANDS: readonly DeploymentBrand[] = ['PRIVILEGE', 'PRODUCT', 'DIRECTLINE', 'GREENFLAG'];

const includes = <T extends string>(list: readonly T[], value: string | undefined): boolean =>
  value !== undefined && (list as readonly string[]).includes(value);

const productOf = ({ form, product }: GuardInput): Product =>
  formCard(form).productLine === 'home' ? 'HOME' : product;
const isMotor = (input: GuardInput) => MOTOR_PRODUCTS.includes(productOf(input));
const isHome = (input: GuardInput) => productOf(input) === 'HOME';
const isPartner = (brandParam?: string) => includes(PARTNER_BRANDS, brandParam);

const signIn = (brand: DeploymentBrand): GuardDecision => ({
  kind: 'external',
  url: BRANDS[brand].links.signIn,
});
const MAIN_ERROR: GuardDecision = { kind: 'route', path: '/error' };

export function mainEntryGuard(input: GuardInput): GuardDecision {
  const { form, brand, brandParam } = input;
  const settings = BRANDS[brand];
  const entry = formCard(form).entry ?? {};

  // 1. mileage-moneyback goes to car cover, unless this brand runs the journey (reading C).
  if (entry.elsewhereWhenNotOffered && !settings.allowedForms.includes(form)) {
    return { kind: 'external', url: settings.links[entry.elsewhereWhenNotOffered] };
  }
  // 2. Motor customers of these brands self-serve in My Account (reading A).
  if (MY_ACCOUNT_MOTOR_BRANDS.includes(brand) && isMotor(input) && !entry.signInExempt) {
    return signIn(brand);
  }
  // 3. The brand must offer the form.
  if (!settings.allowedForms.includes(form)) return MAIN_ERROR;
  // 4. Only the breakdown brand renews (mor) here.
  if (entry.breakdownCoverOnly && settings.motorCover !== 'breakdown') return signIn(brand);
  // 5. Motor lapse and mileage changes are handled in My Account.
  if (entry.motorSignsIn && isMotor(input)) return signIn(brand);
  if (brand === 'NATIONWIDE') {
    // 6. Nationwide's mar belongs to the motor-manufacturer partners.
    if (entry.brandParam === 'manufacturer' && !includes(MANUFACTURER_BRANDS, brandParam)) return MAIN_ERROR;
    // 7. Any other brand parameter on renpref or home must be a bank partner (reading D).
    const takesBankPartner = entry.brandParam === 'bankPartner' || isHome(input);
    if (brandParam !== undefined && takesBankPartner && !isPartner(brandParam)) return MAIN_ERROR;
  } else if (entry.brandParam && brandParam !== undefined) {
    // 8. Elsewhere renewal preference takes no brand parameter.
    return MAIN_ERROR;
  }
  return ALLOW;
}

export function requestPageGuard(input: GuardInput): GuardDecision {
  const { form, brand, brandParam } = input;
  const error: GuardDecision = { kind: 'route', path: `/${form}/request/error` };

  // Partners and Nationwide are home-only, plus Nationwide's manufacturer mar (reading E).
  if (isPartner(brandParam)) return isHome(input) ? ALLOW : error;
  if (brand === 'NATIONWIDE') {
    const manufacturerMar =
      formCard(form).entry?.brandParam === 'manufacturer' && includes(MANUFACTURER_BRANDS, brandParam);
    return isHome(input) || manufacturerMar ? ALLOW : error;
  }
  if (!REQUEST_GUARD_BRANDS.includes(brand)) return error;
  if (brand === 'DIRECTLINE' && formCard(form).entry?.directLineMotorList && isMotor(input))
    return signIn(brand);
  // Motor-list forms and home requests pass; so do forms outside both lists, which the main
  // guard has already decided (reading E).
  return ALLOW;
}
