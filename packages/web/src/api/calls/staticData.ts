import { apiPaths, PREPOP_HEADER } from '@portal/domain/api/paths';
import { staticDataResponse } from '@portal/domain/api/staticData';
import type { FormCode } from '@portal/domain/formCodes';
import { homeCallName } from '@portal/domain/forms';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/queryClient.tsx';
import { apiRequest } from '../client.ts';

/** Home lapse reads its data from its own path. */
const dataPathFor = (form: FormCode, product?: string) =>
  apiPaths.staticData(product === 'HOME' ? homeCallName(form, 'HOME') : form);

export const staticDataKey = (form: FormCode) => ['staticData', form] as const;

export function fetchStaticData(form: FormCode, prepopToken?: string, product?: string) {
  return apiRequest({
    method: 'GET',
    path: dataPathFor(form, product),
    schema: staticDataResponse,
    ...(prepopToken ? { headers: { [PREPOP_HEADER]: prepopToken } } : {}),
  });
}

const staticDataQuery = (form: FormCode, prepopToken?: string, product?: string) => ({
  queryKey: staticDataKey(form),
  queryFn: () => fetchStaticData(form, prepopToken, product),
  retry: 3,
  staleTime: Number.POSITIVE_INFINITY,
});

/** GET {form}/data, retried 3 times as the spec asks. */
export function useStaticData(form: FormCode, prepopToken?: string, product?: string) {
  return useQuery(staticDataQuery(form, prepopToken, product));
}

/** The same call started before the journey page renders (the opening page, right after start-up). */
export const prefetchStaticData = (form: FormCode, product: string) =>
  queryClient.prefetchQuery(staticDataQuery(form, undefined, product));
