import type { FormCode } from '@portal/domain/formCodes';
import { loadJourney } from '@portal/domain/forms';
import type { Journey } from '@portal/domain/journeys/journey';

/**
 * Each form's journey, loaded by its dynamic import once and then kept: a journey is fixed data,
 * and awaiting `import()` on every save cost a few per cent of a save's CPU.
 */
const loaded = new Map<FormCode, Journey>();

export async function journeyOf(form: FormCode): Promise<Journey> {
  const known = loaded.get(form);
  if (known) return known;
  const journey = await loadJourney(form);
  loaded.set(form, journey);
  return journey;
}
