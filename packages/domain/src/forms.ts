/**
 * Form codes and the route data each form carries (shell-and-routing.md §2).
 * This is the one place that says which journeys exist, their titles and step counts.
 */
export const FORM_CODES = [
  'aad',
  'atv',
  'coa',
  'cor',
  'con',
  'com',
  'cop',
  'cov',
  'docreq',
  'edocregs',
  'finparty',
  'lapse',
  'mar',
  'mor',
  'renpref',
  'hor',
  'docupl',
  'travel_refund',
  'mileage-moneyback',
  'hcoa',
] as const;
export type FormCode = (typeof FORM_CODES)[number];

export const isFormCode = (value: string): value is FormCode =>
  (FORM_CODES as readonly string[]).includes(value);

export type AmendType = 'amend' | 'renewal' | 'renewalCancellation' | 'travelUpgradeEnquiry' | '';
export type ProgressStep = 'email' | 'decline' | 'payment' | 'confirm';

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

function route(
  form: FormCode,
  title: string,
  totalSteps: number,
  extra: Partial<Omit<RouteData, 'form' | 'title' | 'totalSteps'>> = {},
): RouteData {
  return {
    form,
    title,
    totalSteps,
    amendType: 'amend',
    amendHasQuote: false,
    isCaciForm: false,
    nextProgressSteps: [],
    template: { amendTypeLabel: title.toLowerCase(), quoteValidPeriod: '', successLabel: '' },
    ...extra,
  };
}

/** Quote validity text of shell-and-routing.md §9: 30 days, 7 for coa. */
const quoted = (label: string, days: 30 | 7): Partial<RouteData> => ({
  amendHasQuote: true,
  nextProgressSteps: QUOTE_STEPS,
  template: { amendTypeLabel: label, quoteValidPeriod: `${days} days`, successLabel: label },
});

export const ROUTE_DATA: Record<FormCode, RouteData> = {
  aad: route('aad', 'Add a driver', 5, quoted('add a driver', 30)),
  atv: route('atv', 'Add a temporary vehicle', 5, quoted('add a temporary vehicle', 30)),
  coa: route('coa', 'Change your address', 6, quoted('change your address', 7)),
  cor: route('cor', 'Change your registration', 5),
  con: route('con', 'Change your name', 3),
  com: route('com', 'Change of mileage', 3),
  cop: route('cop', 'Update your phone number', 3),
  cov: route('cov', 'Change your vehicle', 6, quoted('change your vehicle', 30)),
  docreq: route('docreq', 'Request a document', 3),
  edocregs: route('edocregs', 'Get your policy documents', 4),
  finparty: route('finparty', 'Add financially interested party', 3),
  lapse: route('lapse', 'Renewal enquiry', 3, { amendType: 'renewalCancellation' }),
  mar: route('mar', 'Update your renewal preference', 5, { amendType: 'renewal' }),
  mor: route('mor', 'Renew your car policy', 4, {
    amendType: 'renewal',
    ...quoted('renew your car policy', 30),
  }),
  renpref: route('renpref', 'Update your renewal preference', 5, { amendType: 'renewal' }),
  hor: route('hor', 'Renew your home policy', 4, {
    amendType: 'renewal',
    ...quoted('renew your home policy', 30),
  }),
  docupl: route('docupl', 'Upload a document', 3, quoted('upload a document', 30)),
  travel_refund: route('travel_refund', 'COVID-19 travel upgrades refund', 4, {
    amendType: 'travelUpgradeEnquiry',
  }),
  'mileage-moneyback': route('mileage-moneyback', 'Mileage MoneyBack', 3, { amendType: '' }),
  hcoa: route('hcoa', 'Change your address (home)', 6, quoted('change your address', 30)),
};

/** Forms whose request ends in an emailed quote rather than a confirmation. */
export const QUOTE_FORMS = FORM_CODES.filter((form) => ROUTE_DATA[form].amendHasQuote);

/** Where triage sends the customer (request-journeys.md §2). */
const TO_ELIGIBILITY: readonly FormCode[] = [
  'aad',
  'atv',
  'coa',
  'cor',
  'cov',
  'lapse',
  'mar',
  'renpref',
  'hcoa',
  'hor',
];
const TO_YOUR_DETAILS: readonly FormCode[] = ['con', 'docreq', 'docupl', 'edocregs', 'finparty'];

export function stepAfterTriage(form: FormCode): 'eligibility' | 'your-details' | 'important-information' {
  if (TO_ELIGIBILITY.includes(form)) return 'eligibility';
  if (TO_YOUR_DETAILS.includes(form)) return 'your-details';
  return 'important-information';
}

/** Names some forms call the API under (shell-and-routing.md §7): Greenflag's coa and cov, home lapse. */
export const CALL_NAMES = { gcoa: 'coa', gcov: 'cov', 'home-lapse': 'lapse' } as const satisfies Record<
  string,
  FormCode
>;
export type CallName = FormCode | keyof typeof CALL_NAMES;
export const CALL_NAME_LIST = [
  ...FORM_CODES,
  ...(Object.keys(CALL_NAMES) as (keyof typeof CALL_NAMES)[]),
] as const;

/** The form a call name stands for: gcov → cov, home-lapse → lapse, cov → cov. */
export const formFromCallName = (name: CallName): FormCode =>
  name in CALL_NAMES ? CALL_NAMES[name as keyof typeof CALL_NAMES] : (name as FormCode);
