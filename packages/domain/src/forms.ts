import type { DeploymentBrand, Product } from './brands/brand.ts';
import { copyFor } from './brands/registry.ts';
import { FORM_CODES, type FormCode } from './formCodes.ts';
import { aad } from './forms/aad/index.ts';
import { atv } from './forms/atv/index.ts';
import { coa } from './forms/coa/index.ts';
import { com } from './forms/com/index.ts';
import { con } from './forms/con/index.ts';
import { cop } from './forms/cop/index.ts';
import { cor } from './forms/cor/index.ts';
import { cov } from './forms/cov/index.ts';
import { docreq } from './forms/docreq/index.ts';
import { docupl } from './forms/docupl/index.ts';
import { edocregs } from './forms/edocregs/index.ts';
import { finparty } from './forms/finparty/index.ts';
import type { AmendType, FormCard } from './forms/formCard.ts';
import { hcoa } from './forms/hcoa/index.ts';
import { hor } from './forms/hor/index.ts';
import { lapse } from './forms/lapse/index.ts';
import { mar } from './forms/mar/index.ts';
import { mileageMoneyback } from './forms/mileage-moneyback/index.ts';
import { mor } from './forms/mor/index.ts';
import { renpref } from './forms/renpref/index.ts';
import { travelRefund } from './forms/travel_refund/index.ts';
import type { Journey } from './journeys/journey.ts';

/**
 * The registry of forms: each code (formCodes.ts) maps to its folder's card
 * (forms/<code>/index.ts), which holds everything true of that form and loads its journey lazily.
 * Adding a form is a folder, its code and one line here; nothing else in the code names a form.
 */
const FORMS: { readonly [code in FormCode]: FormCard } = {
  aad,
  atv,
  coa,
  cor,
  con,
  com,
  cop,
  cov,
  docreq,
  edocregs,
  finparty,
  lapse,
  mar,
  mor,
  renpref,
  hor,
  docupl,
  travel_refund: travelRefund,
  'mileage-moneyback': mileageMoneyback,
  hcoa,
};

/** The card of a form: the one way to read a fact about it. */
export const formCard = (form: FormCode): FormCard => FORMS[form];

export type { AmendType };
export type ProgressStep = 'email' | 'decline' | 'payment' | 'confirm';

/** Route data, as the pages read it. */
export interface RouteData {
  form: FormCode;
  title: string;
  amendType: AmendType;
  amendHasQuote: boolean;
  totalSteps: number;
  isCaciForm: boolean;
  nextProgressSteps: ProgressStep[];
  template: { amendTypeLabel: string; quoteValidPeriod: string; successLabel: string };
}

const QUOTE_STEPS: ProgressStep[] = ['email', 'decline', 'payment', 'confirm'];

function routeData(form: FormCode): RouteData {
  const card = FORMS[form];
  const label = card.quote?.label ?? card.title.toLowerCase();
  const validDays = card.quote?.validDays ?? card.routeQuoteValidDays;
  return {
    form,
    title: card.title,
    amendType: card.amendType,
    amendHasQuote: card.quote !== undefined,
    totalSteps: card.totalSteps,
    isCaciForm: card.isCaciForm ?? false,
    nextProgressSteps: card.quote ? QUOTE_STEPS : [],
    template: {
      amendTypeLabel: label,
      quoteValidPeriod: validDays ? `${validDays} days` : '',
      successLabel: card.quote ? label : '',
    },
  };
}

export const ROUTE_DATA = Object.fromEntries(FORM_CODES.map((form) => [form, routeData(form)])) as Record<
  FormCode,
  RouteData
>;

/**
 * The form's title in the brand's words where the brand rewords it (the breakdown brand's docreq
 * and mor): pages and emails alike, so an email never names a car policy a page calls breakdown cover.
 */
export function brandFormTitle(form: FormCode, brand: DeploymentBrand): string {
  const card = FORMS[form];
  return card.brandTitleKey ? copyFor(brand, card.brandTitleKey) : card.title;
}

/**
 * What the customer asked us to do, as a verb phrase that follows "a request to" (emails to the
 * customer and to the policyholder): the form's own words, never its title, which may be a noun
 * ("Change of mileage") and would read "a request to change of mileage".
 */
export function requestAction(form: FormCode, brand: DeploymentBrand): string {
  const card = FORMS[form];
  return (
    card.requestAction ??
    card.triage?.sorryAction ??
    card.quote?.label ??
    brandFormTitle(form, brand).toLowerCase()
  );
}

/** Where triage leads for a form (its card's first step after triage). */
export const stepAfterTriage = (form: FormCode): FormCard['firstStep'] => FORMS[form].firstStep;

/** Forms whose request ends in an emailed quote rather than a confirmation. */
export const QUOTE_FORMS = FORM_CODES.filter((form) => ROUTE_DATA[form].amendHasQuote);

/**
 * Whether a saved request waits for our staff (the success page shows when we process requests):
 * a quote is priced and emailed the moment the request is saved, whatever the hour, and a renewal
 * preference is set on the policy then, so telling their customer "we are not processing requests
 * now" would be untrue.
 */
export const waitsForStaff = (form: FormCode): boolean =>
  !ROUTE_DATA[form].amendHasQuote && !FORMS[form].doneWhenSaved;

/** The product line a form belongs to whatever the query says: home and travel forms, else the query's. */
export const formProduct = (form: FormCode, product: Product): Product => {
  const line = FORMS[form].productLine;
  return line === 'home' ? 'HOME' : line === 'travel' ? 'TRAVEL' : product;
};

/** Whether the journey is built (its definition exists). */
export const hasJourney = (form: FormCode): boolean => FORMS[form].journey !== undefined;

export async function loadJourney(form: FormCode): Promise<Journey> {
  const load = FORMS[form].journey;
  if (!load) throw new Error(`No journey is defined for form ${form}`);
  return (await load()).journey;
}

/** Other names forms are called by in the API (gcoa, gcov, home-lapse), each with its form. */
const CALL_NAMES: Record<string, FormCode> = Object.fromEntries(
  FORM_CODES.flatMap((form) =>
    Object.values(FORMS[form].callNames ?? {})
      .flat()
      .map((name): [string, FormCode] => [name, form]),
  ),
);
export type CallName = string;
export const CALL_NAME_LIST = [...FORM_CODES, ...Object.keys(CALL_NAMES)] as [string, ...string[]];

/** The form a call name stands for: gcov → cov, home-lapse → lapse, cov → cov. */
export const formFromCallName = (name: CallName): FormCode => CALL_NAMES[name] ?? (name as FormCode);

/** The path segment a brand's calls use for a form: Greenflag's coa and cov are gcoa and gcov. */
export const apiFormCode = (form: FormCode, brand: DeploymentBrand): string =>
  (brand === 'GREENFLAG' ? FORMS[form].callNames?.greenflag : undefined) ?? form;

/**
 * The path segment a save goes under: the form's own choice by product and policy number
 * (edocs-*, dl4b-docreq), else home lapse's home-lapse, else the brand's (gcoa, gcov).
 */
export const apiSaveCode = (
  form: FormCode,
  who: { brand: DeploymentBrand; product: Product; policyNumber?: unknown },
): string =>
  FORMS[form].saveCallName?.({
    product: who.product,
    policyNumber: typeof who.policyNumber === 'string' ? who.policyNumber.replace(/\s+/g, '') : '',
  }) ?? (who.product === 'HOME' ? homeCallName(form, who.product) : apiFormCode(form, who.brand));

/** Home lapse reads and saves under home-lapse. */
export const homeCallName = (form: FormCode, product: Product): string =>
  (product === 'HOME' ? FORMS[form].callNames?.home : undefined) ?? form;
