import { DEMO_REGISTRATIONS } from '@portal/demo-data/vehicles';
import { vehicleDetails } from '@portal/domain/lookups/vehicle';
import { describe, expect, it } from 'vitest';
import { VEHICLE_REGISTER } from './data/registeredVehicles.ts';
import { VEHICLE_CATALOGUE } from './data/vehicleCatalogue.ts';
import { createEmbeddedVehicleProvider } from './vehicleProvider.ts';
import { findVehicle, validateB4cVehicle } from './vehicleSearch.ts';

const provider = createEmbeddedVehicleProvider();

describe('embedded vehicle data', () => {
  it('catalogues about 30 makes', () => {
    expect(Object.keys(VEHICLE_CATALOGUE).length).toBeGreaterThanOrEqual(30);
  });

  it('registers about 200 valid vehicles, each a variant the catalogue sells that year', () => {
    expect(VEHICLE_REGISTER.size).toBeGreaterThanOrEqual(200);
    for (const [registration, vehicle] of VEHICLE_REGISTER) {
      expect(vehicleDetails.safeParse(vehicle).success).toBe(true);
      expect(registration).toBe(vehicle.registration);
      const model = VEHICLE_CATALOGUE[vehicle.make]?.find((entry) => entry.model === vehicle.model);
      expect(model, `${registration} ${vehicle.make} ${vehicle.model}`).toBeDefined();
      if (!model) continue;
      expect(vehicle.yearOfManufacture).toBeGreaterThanOrEqual(model.from);
      expect(vehicle.yearOfManufacture).toBeLessThanOrEqual(model.to);
      expect(model.variants).toContainEqual([
        vehicle.fuel,
        vehicle.transmission,
        vehicle.cylinderCapacity,
        vehicle.numberOfDoors,
      ]);
    }
  });

  it('gives current-format plates an age identifier that matches the year', () => {
    const current = [...VEHICLE_REGISTER.values()].filter((vehicle) =>
      /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(vehicle.registration),
    );
    expect(current.length).toBeGreaterThanOrEqual(190);
    for (const vehicle of current) {
      const age = Number(vehicle.registration.slice(2, 4));
      expect([age, age - 50]).toContain(vehicle.yearOfManufacture % 100);
    }
  });
});

describe('findVehicle', () => {
  it.each(DEMO_REGISTRATIONS)('finds demo vehicle $registration', async (demo) => {
    expect(await findVehicle(provider, demo.registration)).toEqual({ ok: true, value: demo });
  });

  it('ignores spaces and case', async () => {
    const outcome = await findVehicle(provider, ' ya19 kxr ');
    expect(outcome.ok && outcome.value.model).toBe('FIESTA');
  });

  it('answers VEHICLE_NOT_FOUND for an unregistered plate', async () => {
    const outcome = await findVehicle(provider, 'ZZ99ZZZ');
    expect(outcome.ok ? null : outcome.error.errorCode).toBe('VEHICLE_NOT_FOUND');
  });

  it('answers VALIDATION_ERROR for something that is not a plate', async () => {
    const outcome = await findVehicle(provider, 'YA19-KXR');
    expect(outcome.ok ? null : outcome.error.errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('catalogue queries', () => {
  it('lists makes and models alphabetically', async () => {
    const makes = await provider.manufacturers();
    expect(makes).toEqual([...makes].sort());
    expect(makes).toContain('VOLKSWAGEN');
    expect(await provider.models('ford')).toEqual(['FIESTA', 'FOCUS', 'KUGA', 'MUSTANG MACH-E', 'PUMA']);
    expect(await provider.models('NOT A MAKE')).toEqual([]);
  });

  it('lists variants newest first and narrows them by year, fuel and transmission', async () => {
    const all = await provider.vehicles({ make: 'toyota', model: 'yaris' });
    expect(all[0]?.year).toBe(2025);
    expect(all.at(-1)?.year).toBe(1999);
    const narrowed = await provider.vehicles({ make: 'TOYOTA', model: 'YARIS', year: 2020, fuel: 'HYBRID' });
    expect(narrowed).toEqual([
      {
        manufacturer: 'TOYOTA',
        model: 'YARIS',
        fuel: 'HYBRID',
        transmission: 'AUTOMATIC',
        year: 2020,
        cylinderCapacity: 1490,
        numberOfDoors: 5,
      },
    ]);
    expect(
      await provider.vehicles({ make: 'TOYOTA', model: 'YARIS', transmission: 'AUTOMATIC', fuel: 'DIESEL' }),
    ).toEqual([]);
  });
});

describe('validateB4cVehicle', () => {
  it('accepts a make the manufacturer brand covers and refuses one it does not', async () => {
    const golf = await validateB4cVehicle(provider, { vehicleReg: 'ma68 pln', brand: 'VW' });
    expect(golf.ok && golf.value.valid).toBe(true);
    const fiesta = await validateB4cVehicle(provider, { vehicleReg: 'YA19KXR', brand: 'VW' });
    expect(fiesta.ok && fiesta.value.reason).toBe('MAKE_NOT_COVERED_BY_BRAND');
  });

  it('answers VEHICLE_NOT_FOUND for an unregistered plate', async () => {
    const outcome = await validateB4cVehicle(provider, { vehicleReg: 'ZZ99ZZZ', brand: 'DIRECTLINE' });
    expect(outcome.ok ? null : outcome.error.errorCode).toBe('VEHICLE_NOT_FOUND');
  });
});
