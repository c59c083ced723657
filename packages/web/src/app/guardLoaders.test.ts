import { brandSettings } from '@portal/domain/brands/registry';
import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exitKey } from '../session/sessionStorageKeys.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { formLoader, requestErrorLoader, requestStepLoader } from './guardLoaders.ts';

const args = (path: string, params: Record<string, string>) =>
  ({
    request: new Request(`http://localhost${path}`),
    params,
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));

describe('formLoader', () => {
  it('sends the old autorenewal address to renpref, keeping the rest of the path and the query', () => {
    const result = formLoader('DIRECTLINE')(
      args('/autorenewal/request/triage?product=HOME', { form: 'autorenewal' }),
    );
    expect(locationOf(result)).toBe('/renpref/request/triage?product=HOME');
  });

  it('sends a journey address with an unknown form code to the brand site, as any other path', () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { replace });
    formLoader('DIRECTLINE')(args('/xyz/request/triage?product=HOME', { form: 'xyz' }));
    expect(replace).toHaveBeenCalledWith(brandSettings('DIRECTLINE').links.fallback);
  });

  it('lets an allowed form through and turns a refused one into the guard route', () => {
    // Greenflag runs mor (its breakdown renewal); Direct Line sends mor to sign-in.
    expect(formLoader('GREENFLAG')(args('/mor/request/triage?product=MOTOR', { form: 'mor' }))).toBeNull();
    const refused = formLoader('GREENFLAG')(args('/hcoa/request/triage?product=HOME', { form: 'hcoa' }));
    expect(locationOf(refused)).toBe('/error?product=HOME');
  });
});

describe('requestStepLoader', () => {
  it('marks the exit flag when it routes to request/error, so that page can show', () => {
    // A bank partner parameter is for home requests only.
    const result = requestStepLoader('GREENFLAG')(
      args('/cov/request/triage?product=MOTOR&brand=RBS', { form: 'cov' }),
    );
    expect(locationOf(result)).toBe('/cov/request/error?product=MOTOR&brand=RBS');
    expect(sessionStorage.getItem(exitKey('cov'))).toBe('true');
  });
});

describe('requestErrorLoader', () => {
  it('shows the request error page only when the exit flag is stored', () => {
    const request = args('/aad/request/error?product=HOME', { form: 'aad' });
    expect(locationOf(requestErrorLoader(request))).toBe('/error?product=HOME');
    sessionStorage.setItem(exitKey('aad'), 'true');
    expect(requestErrorLoader(request)).toBeNull();
  });
});
