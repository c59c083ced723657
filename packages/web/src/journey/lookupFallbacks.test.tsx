import { ERROR_CODES } from '@portal/domain/errors';
import { LOOKUP_ERRORS } from '@portal/domain/lookups/lookupErrors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../api/client.ts';
import { answerJson } from '../testing/renderInShell.tsx';
import { showStep } from '../testing/showStep.tsx';

// The lookups as a customer meets them on real steps (change of vehicle, change of address):
// when the lookup cannot help, the customer can always describe the vehicle or type the address.
// A customer on a step has a session: calls carry its token rather than starting one.
beforeEach(() => {
  sessionStorage.clear();
  sessionToken.store('a-session-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('vehicle lookup (change of vehicle)', () => {
  const findVehicle = () => screen.getByRole('button', { name: 'Find vehicle' });

  it('asks for the registration before it looks anything up', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(answerJson(200, {}));
    vi.stubGlobal('fetch', fetch);
    await showStep('cov', 'vehicle-details');
    await user.click(findVehicle());
    expect(screen.getByRole('status')).toHaveTextContent('Enter the registration number above first.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the vehicle details form when the registration is not found', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(
      answerJson(404, { errorCode: 'VEHICLE_NOT_FOUND', message: LOOKUP_ERRORS.VEHICLE_NOT_FOUND }),
    );
    vi.stubGlobal('fetch', fetch);
    await showStep('cov', 'vehicle-details');
    await user.type(
      screen.getByRole('textbox', { name: 'Registration number of the new vehicle' }),
      'ZZ99ZZZ',
    );
    await user.click(findVehicle());
    expect(await screen.findByText(/We couldn't find that vehicle/)).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/mta-api/mta/dvla/get/ZZ99ZZZ', expect.anything());
    const make = screen.getByRole('textbox', { name: 'Make' });
    await user.type(make, 'ford');
    expect(make).toHaveValue('FORD');
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'focus');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fuel' }), 'Petrol');
    expect(screen.getByRole('combobox', { name: 'Year of manufacture' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Transmission' })).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem('mta-cov-form') ?? '{}').vehicle).toMatchObject({
      make: 'FORD',
      model: 'FOCUS',
      fuel: 'PETROL',
    });
  });

  it('lets the customer describe the vehicle without looking it up', async () => {
    const user = userEvent.setup();
    await showStep('cov', 'vehicle-details');
    expect(screen.queryByRole('textbox', { name: 'Make' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter the vehicle details yourself' }));
    expect(screen.getByRole('textbox', { name: 'Make' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Transmission' })).toBeVisible();
  });
});

describe('address lookup (change of address)', () => {
  const postcode = () => screen.getByRole('textbox', { name: /New postcode/ });
  const findAddress = () => screen.getByRole('button', { name: 'Find your address' });

  it('refuses a postcode too short to search', async () => {
    const user = userEvent.setup();
    await showStep('coa', 'address-details');
    await user.type(postcode(), 'LS1');
    await user.click(findAddress());
    expect(screen.getByText('Postcode is invalid')).toBeVisible();
    expect(postcode()).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the addresses found and keeps the one chosen', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answerJson(200, ['1 Park Row, Leeds', '2 Park Row, Leeds']));
    await showStep('coa', 'address-details');
    await user.type(postcode(), 'LS1 4AP');
    await user.click(findAddress());
    const address = await screen.findByRole('combobox', { name: 'Address' });
    await user.selectOptions(address, '2 Park Row, Leeds');
    expect(JSON.parse(sessionStorage.getItem('mta-coa-form') ?? '{}')).toMatchObject({
      postcode: 'LS1 4AP',
      address: '2 Park Row, Leeds',
    });
  });

  it("shows the service's message when nothing is found at that postcode", async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answerJson(400, { errorCode: 'SEARCH_ERROR', message: ERROR_CODES.SEARCH_ERROR }));
    await showStep('coa', 'address-details');
    await user.type(postcode(), 'ZZ1 1ZZ');
    await user.click(findAddress());
    expect(await screen.findByText(ERROR_CODES.SEARCH_ERROR)).toBeVisible();
  });

  it('opens manual entry when the lookup service cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answerJson(404, {}));
    await showStep('coa', 'address-details');
    await user.type(postcode(), 'LS1 4AP');
    await user.click(findAddress());
    const address = await screen.findByRole('textbox', { name: 'Address' });
    expect(screen.getByText(/First line of the address and the town/)).toBeVisible();
    await user.type(address, '3 Park Row, Leeds');
    expect(JSON.parse(sessionStorage.getItem('mta-coa-form') ?? '{}').address).toBe('3 Park Row, Leeds');
  });

  it('lets the customer type the address without a search', async () => {
    const user = userEvent.setup();
    await showStep('coa', 'address-details');
    await user.click(screen.getByRole('button', { name: 'Enter your address manually' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeVisible();
  });
});
