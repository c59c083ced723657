/**
 * Data the load runs need, made over HTTP the way a browser and an emailed link would make it:
 * a session, then quotes (save → quote email in the dev mailbox → link token → quote uuid), and
 * for payments each quote proceeded with its own validated card and 3-D Secure device reference.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

const API = '/mta-api/mta';

export interface Quote {
  token: string;
  uuid: string;
}
export interface PayableQuote extends Quote {
  cardToken: string;
  dfReferenceId: string;
}

/** A car dearer than the demo policy's Fiesta prices as an increase paid by card; a cheaper one as a reduction. */
export const INCREASE_CAR = { make: 'BMW', model: '3 SERIES', yearOfManufacture: '2024' };
export const REDUCTION_CAR = { make: 'KIA', model: 'PICANTO', yearOfManufacture: '2012' };

/**
 * Valid change-of-vehicle answers for demo policy 10000001 (Amelia Hart), or one of its bench
 * copies (the server's BENCH_POLICIES), dated from today in London so the cover start stays
 * inside the window the rules allow whatever day the bench runs.
 */
export function covAnswers(vehicle: Record<string, string>, policyNumber = '10000001') {
  const today = TZDate.tz('Europe/London');
  const day = (offset: number) => format(addDays(today, offset), 'dd/MM/yyyy');
  return {
    coverStartDateFlag: 'LATER',
    coverStartDate: day(10),
    tempChangeFlag: 'false',
    eligibilityConfirmation: true,
    isPolicyHolder: 'true',
    'policyHolder.firstName': 'Amelia',
    'policyHolder.lastName': 'Hart',
    'policyHolder.postcode': 'LS1 4AP',
    'policyHolder.dob': '14/03/1985',
    'policyHolder.email': 'amelia.hart@example.com',
    'policyHolder.phone': '07700900226',
    currentVehicleReg: 'YA19 KXR',
    policyNumber,
    confirmation: true,
    currentCarReg: 'BD73 XKP',
    vehicle: { fuel: 'PETROL', transmission: 'AUTOMATIC', ...vehicle },
    purchaseDate: day(-1),
    ownerFullNameQ: 'true',
    keeperFullNameQ: 'true',
    mileageFlag: 'true',
    estimatedAnnualMileage: '8000',
    checkbox0: true,
    checkbox1: true,
    checkbox2: true,
  };
}

export const saveBody = (vehicle: Record<string, string>, policyNumber?: string) =>
  JSON.stringify({ brand: 'DIRECTLINE', product: 'PCW', answers: covAnswers(vehicle, policyNumber) });

/** The first of the policies the server seeds with BENCH_POLICIES (db/benchPolicies.ts). */
const FIRST_BENCH_POLICY = 90_000_001;

/** The sandbox card that succeeds without a challenge. */
export const SANDBOX_CARD = {
  cardInYourName: true,
  holderName: 'Amelia Hart',
  title: 'Ms',
  cardNumber: '4111111111111111',
  securityNumber: '973',
  hasCardPermission: false,
  expiryMonthYear: { month: 11, year: 2030 },
  cardType: 'visa',
  billingAddress: {
    line1: '1 High Street',
    line2: 'Leeds',
    postCode: 'LS1 4AP',
    country: 'United Kingdom',
    ukbillingAddress: true,
  },
};

/** Runs `work` over `items` with at most `limit` in flight, keeping the input order. */
export async function inParallel<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `log` hears how long each preparation stage took. */
export function createPreparer(base: string, log: (line: string) => void = console.error) {
  let session = '';

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-auth-token': session,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return text;
  }
  const json = async <T>(method: string, path: string, body?: unknown) =>
    JSON.parse(await call(method, path, body)) as T;

  /** Mailbox ids already read, so each batch of quotes only reads its own emails. */
  let mailboxCursor = 0;

  /** Reads quote links from the dev mailbox until `count` new ones have arrived (the outbox worker polls). */
  async function newQuoteTokens(count: number): Promise<string[]> {
    const tokens: string[] = [];
    const deadline = Date.now() + 120_000;
    while (tokens.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${tokens.length} of ${count} quote emails arrived`);
      const response = await fetch(`${base}/dev/mailbox/${mailboxCursor + 1}`);
      if (response.status === 404) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      mailboxCursor += 1;
      const token = (await response.text()).match(/\/cov\/accept\/verification\/([\w-]+)/)?.[1];
      if (token) tokens.push(token);
    }
    return tokens;
  }

  /** Bench policies handed out so far: each quote is on a policy of its own. */
  let benchPolicies = 0;

  /**
   * `count` quotes, each on a bench policy of its own (so accepting or paying one does not
   * supersede the others) and saved in a session of its own (a session keeps to one policy);
   * without `ownPolicies`, on demo policy 10000001 in the preparation's session.
   */
  async function quotes(
    count: number,
    vehicle: Record<string, string>,
    { ownPolicies = true } = {},
  ): Promise<Quote[]> {
    let started = performance.now();
    await inParallel(Array.from({ length: count }), 8, async () => {
      if (!ownPolicies) return call('POST', `${API}/cov/save`, saveBody(vehicle));
      const policyNumber = String(FIRST_BENCH_POLICY + benchPolicies++);
      const token = await initialise();
      return call('POST', `${API}/cov/save`, saveBody(vehicle, policyNumber), { 'x-auth-token': token });
    });
    const saving = performance.now() - started;
    started = performance.now();
    const tokens = await newQuoteTokens(count);
    const mailing = performance.now() - started;
    started = performance.now();
    const opened = await inParallel(tokens, 8, async (token) => {
      const record = await json<{ quoteDTO: { uuid: string } }>('POST', `${API}/cov/idv/validate`, { token });
      return { token, uuid: record.quoteDTO.uuid };
    });
    const s = (ms: number) => (ms / 1000).toFixed(1);
    log(
      `  ${count} quotes: saved ${s(saving)} s, emails ${s(mailing)} s, opened ${s(performance.now() - started)} s`,
    );
    return opened;
  }

  async function payableQuotes(count: number): Promise<PayableQuote[]> {
    const increases = await quotes(count, INCREASE_CAR);
    return inParallel(increases, 8, async (quote) => {
      await call('POST', `${API}/quote/payment/proceed`, quote);
      const card = await json<{ cardToken: string; deviceDataCollectionJwt: string }>(
        'POST',
        `${API}/payment/validate`,
        SANDBOX_CARD,
      );
      const form = new URLSearchParams({ JWT: card.deviceDataCollectionJwt, Bin: '411111' }).toString();
      const ddc = JSON.parse(
        await call('POST', '/sandbox-gateway/ddc', form, {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        }),
      ) as { dfReferenceId: string };
      return { ...quote, cardToken: card.cardToken, dfReferenceId: ddc.dfReferenceId };
    });
  }

  async function initialise(): Promise<string> {
    const response = await fetch(`${base}${API}/initialize/direct`, { method: 'POST' });
    const token = response.headers.get('x-auth-token');
    if (!token) throw new Error(`initialise answered ${response.status} without a token`);
    return token;
  }

  return {
    /** Starts the session the preparation itself uses. */
    async startSession(): Promise<string> {
      session = await initialise();
      return session;
    },
    /** Another customer's session, for the load runs. */
    anotherSession: initialise,
    quotes,
    payableQuotes,
  };
}
