import type { FormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';
import type { SubjectRow } from '../quotes/subjectRows.ts';

/** The rows naming what a quote is for, from its stored amendedDTO. */
export type ChangeSubject = (amended: unknown) => SubjectRow[];

/**
 * The subject of the change, per form: the vehicle for
 * cov and atv, the address for coa and hcoa, the driver for aad. Other forms name nothing.
 * Loaded with the form's amendedDTO schema, which stays out of the pages that do not show it.
 */
export async function loadChangeSubject(form: FormCode): Promise<ChangeSubject> {
  const load = formCard(form).quote?.amendedDto;
  const subject = load ? (await load()).amendedDto.subject : undefined;
  return subject ?? (() => []);
}
