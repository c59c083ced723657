import type { FormCode } from '../forms.ts';
import type { Journey } from './journey.ts';

type Loader = () => Promise<{ journey: Journey }>;

/**
 * One module per form, loaded by dynamic import so the browser fetches one lazily loaded
 * chunk per journey. Forms without a definition here are not built yet.
 */
const LOADERS: Partial<Record<FormCode, Loader>> = {
  aad: () => import('./forms/aad.ts'),
  atv: () => import('./forms/atv.ts'),
  coa: () => import('./forms/coa.ts'),
  con: () => import('./forms/con.ts'),
  cop: () => import('./forms/cop.ts'),
  cor: () => import('./forms/cor.ts'),
  cov: () => import('./forms/cov.ts'),
};

export function hasJourney(form: FormCode): boolean {
  return form in LOADERS;
}

export async function loadJourney(form: FormCode): Promise<Journey> {
  const load = LOADERS[form];
  if (!load) throw new Error(`No journey is defined for form ${form}`);
  return (await load()).journey;
}
