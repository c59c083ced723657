import { describe, expect, it } from 'vitest';
import { createLookupProviders, lookupConfigFromEnv } from './lookupProviders.ts';

describe('lookupConfigFromEnv', () => {
  it('defaults both providers to the embedded data', () => {
    expect(lookupConfigFromEnv({})).toEqual({ ADDRESS_PROVIDER: 'embedded', VEHICLE_PROVIDER: 'embedded' });
    expect(lookupConfigFromEnv({ ADDRESS_PROVIDER: '' }).ADDRESS_PROVIDER).toBe('embedded');
  });

  it('refuses a provider it does not know, so a typo stops start-up', () => {
    expect(() => lookupConfigFromEnv({ ADDRESS_PROVIDER: 'acme' })).toThrow(/ADDRESS_PROVIDER/);
  });
});

describe('createLookupProviders', () => {
  it('builds working providers from the configuration', async () => {
    const providers = createLookupProviders({ ADDRESS_PROVIDER: 'embedded', VEHICLE_PROVIDER: 'embedded' });
    expect((await providers.address.findByPostcode('M1 1AE')).length).toBeGreaterThan(0);
    expect(await providers.vehicle.byRegistration('YA19KXR')).not.toBeNull();
  });
});
