import { daysBetween, londonToday, toIsoDate } from '../dates.ts';
import type { RuleContext } from '../rules/ruleRef.ts';
import type { Condition, Journey, NamedConditions } from './journey.ts';

/** A value counts as answered when it holds something a customer typed or chose. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Each condition shape, named by the key that tells it apart. */
type Shapes = {
  ref: Extract<Condition, { ref: unknown }>;
  context: Extract<Condition, { context: unknown }>;
  equals: Extract<Condition, { equals: unknown }>;
  in: Exclude<Extract<Condition, { in: unknown }>, { context: unknown }>;
  filled: Extract<Condition, { filled: unknown }>;
  daysFromToday: Extract<Condition, { daysFromToday: unknown }>;
  all: Extract<Condition, { all: unknown }>;
  any: Extract<Condition, { any: unknown }>;
  not: Extract<Condition, { not: unknown }>;
};
type Answers = Record<string, unknown>;
type Evaluators = {
  [K in keyof Shapes]: (
    condition: Shapes[K],
    answers: Answers,
    ctx: RuleContext,
    named: NamedConditions,
  ) => boolean;
};

const contextValue = (ctx: RuleContext, key: 'brand' | 'product' | 'partner'): string | undefined => ctx[key];

const evaluators = {
  ref: (c, answers, ctx, named) => {
    const target = named[c.ref];
    // A definition error, not an answer: the registry test checks every journey's names resolve.
    if (!target) throw new Error(`No condition is named ${c.ref}`);
    return isLive(target, answers, ctx, named);
  },
  equals: (c, answers) => answers[c.field] === c.equals,
  in: (c, answers) => c.in.includes(answers[c.field]),
  filled: (c, answers) => isFilled(answers[c.field]),
  daysFromToday: (c, answers, ctx) => {
    const date = toIsoDate(answers[c.field]);
    if (date === null) return false;
    const days = daysBetween(londonToday(ctx.now), date);
    return days >= c.daysFromToday.min && days <= c.daysFromToday.max;
  },
  context: (c, _answers, ctx) => {
    const value = contextValue(ctx, c.context);
    return value !== undefined && c.in.includes(value);
  },
  all: (c, answers, ctx, named) => c.all.every((item) => isLive(item, answers, ctx, named)),
  any: (c, answers, ctx, named) => c.any.some((item) => isLive(item, answers, ctx, named)),
  not: (c, answers, ctx, named) => !isLive(c.not, answers, ctx, named),
} satisfies Evaluators;

// `context` before `in`: a context condition also carries an `in` key.
const KEYS = ['ref', 'context', 'equals', 'in', 'filled', 'daysFromToday', 'all', 'any', 'not'] as const;

const NONE: NamedConditions = {};

/**
 * Whether a question or step is live for these answers. No condition means always live.
 * Conditions are data (see journey.ts); each shape is told apart by its distinguishing key,
 * and `{ ref }` is looked up in `named` (a journey's `namedConditions`).
 */
export function isLive(
  condition: Condition | undefined,
  answers: Answers,
  ctx: RuleContext,
  named: NamedConditions = NONE,
): boolean {
  if (!condition) return true;
  const key = KEYS.find((k) => k in condition);
  if (!key) return true;
  const evaluate = evaluators[key] as (
    c: Condition,
    a: Answers,
    x: RuleContext,
    n: NamedConditions,
  ) => boolean;
  return evaluate(condition, answers, ctx, named);
}

const namespaces = new WeakMap<Journey, NamedConditions>();

/** The journey's one namespace of named conditions: its own and those its steps bring. */
export function namedConditions(journey: Journey): NamedConditions {
  let named = namespaces.get(journey);
  if (!named) {
    named = Object.assign(
      {},
      ...journey.steps.map((step) => step.conditions ?? NONE),
      journey.conditions ?? NONE,
    );
    namespaces.set(journey, named as NamedConditions);
  }
  return named as NamedConditions;
}
