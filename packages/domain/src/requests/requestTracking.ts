/**
 * What a customer sees of their own request on its page: its state in words and a history that
 * holds only what the customer gave or what staff chose to say to them (a question asked, a
 * refusal's reason). Staff's internal notes, hand-overs and done notes never appear here.
 */
/** The path of a request's page; the token is the only thing that names the request. */
export const requestPagePath = (token: string) => `/track/${token}`;

export type TrackedState = 'received' | 'being worked on' | 'waiting for you' | 'done' | 'refused';

export interface HandlingFacts {
  status: 'in_progress' | 'waiting' | 'done' | null;
  outcome: string | null;
}

/** A request event on the insurer's side, as recorded (request_events). */
export interface RequestEventFacts {
  event: string;
  note: string;
  at: string;
  /** The names of files the customer sent with an answer. */
  files?: string[];
}

export interface TrackedEvent {
  at: string;
  /** Who the line is from, in the customer's words: "You" or "Us". */
  from: 'You' | 'Us';
  text: string;
  files: string[];
}

export interface TrackedRequest {
  state: TrackedState;
  /** The state as a sentence for the page's status line. */
  stateText: string;
  /** The question awaiting an answer, while the request waits for the customer. */
  question: string | null;
  refusedBecause: string | null;
  history: TrackedEvent[];
}

/** The event the console records when staff ask the customer something; its note is the question. */
export const QUESTION_EVENT = 'Waiting for the customer';
/** The event recorded when the customer answers on the request's page; its note is the answer. */
export const ANSWER_EVENT = 'Customer answered';
const REFUSED_EVENT = 'Rejected';
const FINISHED_EVENTS = new Set(['Applied to the policy', 'Done', 'Replied by email', 'Quote sent']);
const TAKEN_EVENT = 'Taken';

function stateOf(handling: HandlingFacts): TrackedState {
  if (handling.status === 'done') return handling.outcome === 'rejected' ? 'refused' : 'done';
  if (handling.status === 'waiting') return 'waiting for you';
  if (handling.status === 'in_progress') return 'being worked on';
  return 'received';
}

const STATE_TEXT: Record<TrackedState, string> = {
  received: 'We have received your request. Nobody has started on it yet.',
  'being worked on': 'We are working on your request.',
  'waiting for you': 'We have asked you a question. Your request waits for your answer.',
  done: 'Your request is done.',
  refused: 'We could not do what you asked.',
};

/** One recorded event as the customer may see it, or null when it is for staff only. */
function shown(event: RequestEventFacts): TrackedEvent | null {
  const line = (from: TrackedEvent['from'], text: string): TrackedEvent => ({
    at: event.at,
    from,
    text,
    files: event.files ?? [],
  });
  if (event.event === QUESTION_EVENT) return line('Us', `We asked: ${event.note}`);
  if (event.event === ANSWER_EVENT) return line('You', `You answered: ${event.note}`);
  if (event.event === REFUSED_EVENT) return line('Us', `We could not do what you asked: ${event.note}`);
  if (FINISHED_EVENTS.has(event.event)) return line('Us', 'We finished your request.');
  if (event.event === TAKEN_EVENT) return line('Us', 'We started work on your request.');
  return null;
}

export function trackedRequest(
  receivedAt: string,
  handling: HandlingFacts,
  events: readonly RequestEventFacts[],
): TrackedRequest {
  const state = stateOf(handling);
  const questions = events.filter((event) => event.event === QUESTION_EVENT);
  const refusal = [...events].reverse().find((event) => event.event === REFUSED_EVENT);
  return {
    state,
    stateText: STATE_TEXT[state],
    question: state === 'waiting for you' ? (questions.at(-1)?.note ?? null) : null,
    refusedBecause: state === 'refused' ? (refusal?.note ?? null) : null,
    history: [
      { at: receivedAt, from: 'You', text: 'You sent your request.', files: [] },
      ...events.flatMap((event) => shown(event) ?? []),
    ],
  };
}
