import type { z } from 'zod';
import type { Product } from '../brands/brand.ts';
import type { CopyKey } from '../brands/copy.ts';
import type { ServiceLevelKind } from '../brands/serviceLevels.ts';
import type { Journey } from '../journeys/journey.ts';
import type { EditFromDetails } from '../policy/policyEdit.ts';
import type { SettleFromDetails } from '../policy/renewalSetting.ts';
import type { SubjectRow } from '../quotes/subjectRows.ts';
import type { PolicyChange } from '../rating/change.ts';
import type { RatedPolicy } from '../rating/policy.ts';

/**
 * Everything true of one form code alone, in one place: its folder's `index.ts` exports one
 * card, and `forms.ts` registers it. The card is small and loaded at once (guards, menus and
 * triage need it before a journey starts); the journey itself loads lazily, a chunk per form.
 */
export type AmendType = 'amend' | 'renewal' | 'renewalCancellation' | 'travelUpgradeEnquiry' | '';

export interface ProgressStepCopy {
  title: string;
  detail: string;
}

/**
 * How the accept side, the emails and the success pages name what a quote is for: a change to
 * this year's policy by default, or a renewal's whole new year. Every page
 * reads it through `quoteWording` (accept/quoteCopy.ts), so none can call a renewal a change.
 */
export interface QuoteWording {
  /** The heading over the quote's dates on the quotation and payment pages. */
  heading: string;
  startLabel: string;
  endLabel: string;
  /** The dates on the pages after a decision. */
  fromLabel: string;
  toLabel: string;
  /** payment-success and quote-accepted. */
  paidLead: string;
  acceptedHeading: string;
  acceptedLead: string;
  /** What follows once the quote is paid or accepted. */
  followUp: string;
  /** Where the updated documents are: the confirmation page and its email say the same. */
  documents: string;
  /** The emailed quote's line on the period it prices; none for a change to this year's cover. */
  period?: (from: string, to: string) => string;
  /** The email sent once the policy on record is changed. */
  doneEmail: { heading: string; body: (from: string, to: string) => string };
  /**
   * The quotation's confirmations in this quote's terms where the spec's speak of a change
   *: a renewal asks
   * about the customer's circumstances since the last renewal and accepts the renewal.
   */
  confirmations?: { noOtherChanges: string; accept: string; directDebit: string };
  /**
   * What declining means, where it is more than "nothing changes": a renewal declined ends the
   * cover on the renewal date (`renewsOn`, as the customer reads dates). The decline dialog says
   * `dialog`; the declined page says `lines` before the emailed link's line.
   */
  declined?: { dialog: (renewsOn: string) => string; lines: (renewsOn: string) => string[] };
}

/** What a saved request changes on the policy, in the rating engine's terms. */
export interface PricedChange {
  change: PolicyChange;
  /** The day the change takes effect (the requested cover start). */
  effectiveDate: string;
  /** The last day the quote covers when it is not the policy's cover end (a renewal's new term). */
  coverEndDate?: string;
  /** The amendedDTO: what the quote is for, as the customer sees it. */
  amendedDto: Record<string, unknown>;
}
export type ChangeFromDetails = (
  details: Record<string, unknown>,
  policy: RatedPolicy,
  today: string,
) => PricedChange;

/** A form's amendedDTO: as stored and shown. */
export interface AmendedDto {
  schema: z.ZodType;
  /** The rows naming the subject of the change; none when the quotation's own rows say it all. */
  subject?: (amended: unknown) => SubjectRow[];
}

/**
 * What a customer would say a journey is about ("my car", "my renewal"): the brand's start page
 * groups its journeys by it, so a customer finds a change where they expect it.
 */
export type CustomerTopic = 'car' | 'home' | 'travel' | 'details' | 'renewal' | 'documents';

export interface FormCard {
  title: string;
  customerTopic: CustomerTopic;
  /**
   * What the customer asked for, after "Thank you for your request to", where the triage's words
   * would read twice ("your request to request a document").
   */
  requestAction?: string;
  /** The spec's step count for the form. */
  totalSteps: number;
  amendType: AmendType;
  /** Where triage sends the customer. */
  firstStep: 'eligibility' | 'your-details' | 'important-information';
  /** A home (or travel) journey whatever the product query says; motor otherwise. */
  productLine?: 'home' | 'travel';
  /** The form that hides Back on its steps. */
  isCaciForm?: boolean;
  /** A copy key the brand may reword the title with (the breakdown brand's docreq and mor). */
  brandTitleKey?: CopyKey;
  /** Other names the API calls this form by. */
  callNames?: {
    /** Greenflag's coa and cov save and validate as gcoa and gcov. */
    greenflag?: string;
    /** Home lapse calls home-lapse/data, /save and /idv. */
    home?: string;
    /** Further names `saveCallName` may choose. */
    others?: readonly string[];
  };
  /**
   * The name a save goes under when it depends on the product or policy number (edocs-motor, edocs-home,
   * dl4b-docreq…); undefined leaves the brand's name.
   */
  saveCallName?: (who: { product: Product; policyNumber: string }) => string | undefined;
  /** Rules of the entry guards that name this form; see guards.ts. */
  entry?: {
    /** Rule 1: where the browser goes when the brand does not run this journey. */
    elsewhereWhenNotOffered?: 'carCover';
    /** Rule 2: motor customers of My Account brands self-serve here anyway. */
    signInExempt?: boolean;
    /**
     * Rule 4: the journey renews breakdown cover, so only a brand whose motor cover is breakdown
     * (brand.ts `motorCover`) runs it; others send the customer to sign in.
     */
    breakdownCoverOnly?: true;
    /** Rule 5: motor customers do this in My Account. */
    motorSignsIn?: boolean;
    /** Rules 6-8: which `brand` query the form takes on a partner host (none elsewhere). */
    brandParam?: 'manufacturer' | 'bankPartner';
    /** Request guard: a form of the Direct Line motor list, sent to sign in for motor. */
    directLineMotorList?: boolean;
  };
  triage?: {
    /** "We're sorry, but you'll need to contact us to {sorryAction}." */
    sorryAction?: string;
    /** Home triage: partner customers carry on here instead of calling. */
    partnersSelfServe?: boolean;
  };
  /**
   * The route data's quote validity for a form whose request is never quoted (docupl, listed by
   * the spec with the 30-day forms): route data only, so nothing else promises it a quote.
   */
  routeQuoteValidDays?: number;
  /** Forms whose request ends in an emailed quote. */
  quote?: {
    /** amendTypeLabel and successLabel of the route data, e.g. 'change your vehicle'. */
    label: string;
    validDays: number;
    /** The quotation's intro line; a general one when absent. */
    intro?: string;
    /** The label of the quoted amount when it is not a premium change (a renewal's whole premium). */
    premiumLabel?: string;
    /** How the quote names what it is for, when it is not a change to this year's policy. */
    wording?: QuoteWording;
    /**
     * The subject rows give the period the quote covers (a temporary vehicle's days), so the
     * quote's start and cover-end rows are left off rather than contradict them.
     */
    periodInSubject?: true;
    /**
     * What the quote is for: its schema and the rows naming
     * it on the quotation and success pages. Loaded lazily: its schemas would otherwise bring zod
     * into every page's first load through this card.
     */
    amendedDto?: () => Promise<{ amendedDto: AmendedDto }>;
    /** A change of vehicle with a known cover type asks one cover-meets-needs question. */
    asksCoverMeetsNeeds?: boolean;
    /** The progress bar when it differs from the ordinary one. */
    progress?: readonly ProgressStepCopy[];
  };
  /** Accept-side variants, for forms whose links reach the accept side. */
  accept?: {
    /** Verification routing: renewals go straight to payment; a lapse quote owing nothing to quotation-opt. */
    verification?: 'renewal' | 'quotationWhenNothingOwed';
    /** A quote already proceeded to payment goes to the error page (the home change of address). */
    errorWhenProceeded?: boolean;
    /** A change of address cannot be declined online: Exit instead. */
    declinable?: false;
    /** The quotation asks whether the policy should renew automatically, saved before payment success. */
    asksAutoRenewal?: true;
    /** Motor renewal never postpones its payment when web chat is unavailable. */
    postponable?: false;
    /** Lines of the quote-declined page after "No changes have been made to your policy." */
    declinedLines?: readonly string[];
    /**
     * The expired-link page when the link was not for a quote to start again from My Account
     * (a lapse's renewal offer): its heading, what expired, and why to call us instead.
     */
    expiredLink?: { heading: string; lead: string; callUsTo: string };
  };
  /**
   * What the request settles on the policy at once (lapse, mar, renpref), or why the policy on
   * record refuses it (Mileage MoneyBack's purchase cut-off); loaded on the server only.
   */
  settle?: () => Promise<{ settleFromDetails: SettleFromDetails }>;
  /** Settled in full the moment it is saved (mar, renpref): nobody at the insurer acts on it after. */
  doneWhenSaved?: true;
  /**
   * The hours within which the customer was told we would reply, from their saved answers (the
   * console's age-against-promise mark); forms whose quote is emailed promise QUOTE_REPLY_HOURS.
   */
  replyWithinHours?: (details: Readonly<Record<string, unknown>>) => number;
  /**
   * Which of the brand's service levels the request is owed when neither a quote nor a change to
   * the policy says it (a document sent, a refund); see requests/replyPromise.ts.
   */
  serviceLevel?: ServiceLevelKind;
  /** A simple request form that asks for the robot check before it is sent. */
  botCheck?: true;
  /** How the saved answers become a typed change to the policy (loaded on the server only). */
  change?: () => Promise<{ changeFromDetails: ChangeFromDetails }>;
  /**
   * How an agent applying this simple request changes the policy on record (the operations
   * console); forms without it are done by an agent with a note, changing nothing.
   */
  apply?: () => Promise<{ editFromDetails: EditFromDetails }>;
  /** The journey definition, loaded lazily; absent while the journey is not built. */
  journey?: () => Promise<{ journey: Journey }>;
}
