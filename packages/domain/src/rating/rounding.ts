/**
 * The one rounding rule of the rating engine.
 *
 * Money is integer pence. Factors are integers in per-mille (1000 = ×1.000), multiplied
 * exactly as BigInt, and the result is divided and rounded ONCE at the end, half away
 * from zero: 2.5p → 3p and −2.5p → −3p. Rounding the magnitude (rather than towards +∞)
 * keeps a reduction the exact mirror of the matching increase, so undoing a change
 * refunds exactly what it cost.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('divideRounded: denominator is zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

export const PER_MILLE = 1000n;

/** pence × factor₁‰ × factor₂‰ … rounded once to whole pence. */
export function applyPerMille(pence: number, factorsPerMille: readonly bigint[]): number {
  const numerator = factorsPerMille.reduce((product, factor) => product * factor, BigInt(pence));
  const denominator = PER_MILLE ** BigInt(factorsPerMille.length);
  return Number(divideRounded(numerator, denominator));
}

/** pence × numerator / denominator, rounded once to whole pence. */
export function prorate(pence: number, numerator: number, denominator: number): number {
  return Number(divideRounded(BigInt(pence) * BigInt(numerator), BigInt(denominator)));
}
