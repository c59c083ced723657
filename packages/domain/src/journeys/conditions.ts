import type { RuleContext } from '../rules/ruleRef.ts';
import type { Condition } from './journey.ts';

/** A value counts as answered when it holds something a customer typed or chose. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Each condition shape, named by the key that tells it apart. */
type Shapes = {
  context: Extract<Condition, { context: unknown }>;
  equals: Extract<Condition, { equals: unknown }>;
  in: Exclude<Extract<Condition, { in: unknown }>, { context: unknown }>;
  filled: Extract<Condition, { filled: unknown }>;
  all: Extract<Condition, { all: unknown }>;
  any: Extract<Condition, { any: unknown }>;
  not: Extract<Condition, { not: unknown }>;
};
type Evaluators = {
  [K in keyof Shapes]: (condition: Shapes[K], answers: Record<string, unknown>, ctx: RuleContext) => boolean;
};

const contextValue = (ctx: RuleContext, key: 'brand' | 'product' | 'partner'): string | undefined => ctx[key];

const evaluators = {
  equals: (c, answers) => answers[c.field] === c.equals,
  in: (c, answers) => c.in.includes(answers[c.field]),
  filled: (c, answers) => isFilled(answers[c.field]),
  context: (c, _answers, ctx) => {
    const value = contextValue(ctx, c.context);
    return value !== undefined && c.in.includes(value);
  },
  all: (c, answers, ctx) => c.all.every((item) => isLive(item, answers, ctx)),
  any: (c, answers, ctx) => c.any.some((item) => isLive(item, answers, ctx)),
  not: (c, answers, ctx) => !isLive(c.not, answers, ctx),
} satisfies Evaluators;

// `context` first: a context condition also carries an `in` key.
const KEYS = ['context', 'equals', 'in', 'filled', 'all', 'any', 'not'] as const;

/**
 * Whether a question or step is live for these answers. No condition means always live.
 * Conditions are data (see journey.ts); each shape is told apart by its distinguishing key.
 */
export function isLive(
  condition: Condition | undefined,
  answers: Record<string, unknown>,
  ctx: RuleContext,
): boolean {
  if (!condition) return true;
  const key = KEYS.find((k) => k in condition);
  if (!key) return true;
  const evaluate = evaluators[key] as (c: Condition, a: Record<string, unknown>, x: RuleContext) => boolean;
  return evaluate(condition, answers, ctx);
}
