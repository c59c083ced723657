import type { FormCode } from '@portal/domain/formCodes';

/**
 * The files a customer picked, held in memory until the save sends them: session storage keeps
 * only their names and sizes (the answer the rules judge), never the bytes. A reload forgets them,
 * and the file question then asks for them again.
 */
const chosen = new Map<string, File[]>();
const keyOf = (form: FormCode, field: string) => `${form}:${field}`;

export const chosenFiles = {
  set: (form: FormCode, field: string, files: File[]) => chosen.set(keyOf(form, field), files),
  get: (form: FormCode, field: string): File[] => chosen.get(keyOf(form, field)) ?? [],
  /** Every file chosen on this form, in the order picked. */
  all: (form: FormCode): File[] =>
    [...chosen.entries()].filter(([key]) => key.startsWith(`${form}:`)).flatMap(([, files]) => files),
  clear: (form: FormCode) => {
    for (const key of [...chosen.keys()]) if (key.startsWith(`${form}:`)) chosen.delete(key);
  },
};
