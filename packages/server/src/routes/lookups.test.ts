import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@portal/domain/errors';
import { LOOKUP_ERRORS } from '@portal/domain/lookups/lookupErrors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLookupProviders } from '../lookups/lookupProviders.ts';
import { lookupRoutes } from './lookups.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(lookupRoutes, {
    prefix: '/mta-api/mta',
    providers: createLookupProviders({ ADDRESS_PROVIDER: 'embedded', VEHICLE_PROVIDER: 'embedded' }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (path: string) => app.inject({ method: 'GET', url: `/mta-api/mta/${path}` });
const post = (path: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: `/mta-api/mta/${path}`,
    headers: { 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

describe('address routes', () => {
  it('GET addr/postcode answers display lines sorted by house number', async () => {
    const response = await get('addr/postcode/m1%201ae');
    expect(response.statusCode).toBe(200);
    const lines = response.json<string[]>();
    expect(lines[0]).toBe('2 Tariff Row, Manchester, M1 1AE');
    expect(lines[1]).toBe('4 Tariff Row, Manchester, M1 1AE');
  });

  it('GET hor/request/address answers address results with UPRN and coordinates', async () => {
    const response = await get('hor/request/address/EH11YZ');
    expect(response.statusCode).toBe(200);
    const [first] = response.json<Record<string, unknown>[]>();
    expect(first).toMatchObject({
      AddressLine1: '1 Calton Wynd',
      AddressLine3: 'Edinburgh',
      POSTCODE: 'EH1 1YZ',
      displayAddress: '1 Calton Wynd, Edinburgh, EH1 1YZ',
    });
    expect(first?.UPRN).toMatch(/^\d{12}$/);
    expect(typeof first?.LATITUDE).toBe('number');
  });

  it('answers 400 VALIDATION_ERROR for an invalid postcode', async () => {
    const response = await get('addr/postcode/NOTAPOSTCODE');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: ERROR_CODES.VALIDATION_ERROR,
    });
  });

  it('answers 400 SEARCH_ERROR with the spec message when nothing is at the postcode', async () => {
    const response = await get('hor/request/address/ZE2%209QJ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorCode: 'SEARCH_ERROR', message: ERROR_CODES.SEARCH_ERROR });
  });

  it('answers 400, not 500, for an absurdly long postcode', async () => {
    const response = await get(`addr/postcode/${'A'.repeat(40)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });
});

describe('vehicle routes', () => {
  it('GET dvla/get finds a registration written with spaces and in lower case', async () => {
    const response = await get('dvla/get/ld22%20vmt');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      registration: 'LD22VMT',
      make: 'TESLA',
      model: 'MODEL 3',
      yearOfManufacture: 2022,
      fuel: 'ELECTRIC',
      transmission: 'AUTOMATIC',
      cylinderCapacity: 0,
      numberOfDoors: 4,
    });
  });

  it('GET dvla/get answers 404 VEHICLE_NOT_FOUND for an unregistered plate', async () => {
    const response = await get('dvla/get/ZZ99ZZZ');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errorCode: 'VEHICLE_NOT_FOUND',
      message: LOOKUP_ERRORS.VEHICLE_NOT_FOUND,
    });
  });

  it('GET dvla/manufacturers lists the makes', async () => {
    const response = await get('dvla/manufacturers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContain('VAUXHALL');
  });

  it('POST dvla/{make}/models accepts an empty body, with or without a JSON content type', async () => {
    const withType = await post('dvla/kia/models');
    expect(withType.statusCode).toBe(200);
    expect(withType.json()).toEqual(['CEED', 'NIRO', 'PICANTO', 'SPORTAGE']);
    const bare = await app.inject({ method: 'POST', url: '/mta-api/mta/dvla/KIA/models' });
    expect(bare.json()).toEqual(['CEED', 'NIRO', 'PICANTO', 'SPORTAGE']);
  });

  it('POST dvla/vehicles answers the variants of a model', async () => {
    const response = await post('dvla/vehicles', { make: 'Tesla', model: 'Model Y', year: 2023 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        manufacturer: 'TESLA',
        model: 'MODEL Y',
        fuel: 'ELECTRIC',
        transmission: 'AUTOMATIC',
        year: 2023,
        cylinderCapacity: 0,
        numberOfDoors: 5,
      },
    ]);
  });

  it('POST dvla/vehicles without a model answers 400 VALIDATION_ERROR naming the field', async () => {
    const response = await post('dvla/vehicles', { make: 'FORD' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errorCode: string; fields: { field: string }[] }>();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.fields.map((field) => field.field)).toContain('model');
  });

  it('answers 400 VALIDATION_ERROR for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/mta-api/mta/dvla/vehicles',
      headers: { 'content-type': 'application/json' },
      payload: '{"make":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('POST dvla/b4c/vehicle/validate judges the vehicle against the brand', async () => {
    const covered = await post('dvla/b4c/vehicle/validate', { vehicleReg: 'BD73 XKP', brand: 'audi' });
    expect(covered.statusCode).toBe(200);
    expect(covered.json()).toMatchObject({ valid: true, reason: 'ELIGIBLE', vehicle: { make: 'AUDI' } });
    const refused = await post('dvla/b4c/vehicle/validate', { vehicleReg: 'BD73XKP', brand: 'PEUGEOT' });
    expect(refused.json()).toMatchObject({ valid: false, reason: 'MAKE_NOT_COVERED_BY_BRAND' });
  });

  it('POST dvla/b4c/vehicle/validate refuses an unknown brand with 400', async () => {
    const response = await post('dvla/b4c/vehicle/validate', { vehicleReg: 'BD73XKP', brand: 'ACME' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });
});

describe('rate limit', () => {
  it('applies the per-client limit it is given once the app registers @fastify/rate-limit', async () => {
    const limited = Fastify();
    limited.setValidatorCompiler(validatorCompiler);
    limited.setSerializerCompiler(serializerCompiler);
    await limited.register(rateLimit, { global: false });
    await limited.register(lookupRoutes, {
      providers: createLookupProviders({ ADDRESS_PROVIDER: 'embedded', VEHICLE_PROVIDER: 'embedded' }),
      rateLimit: { max: 2, timeWindow: '1 minute' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await limited.inject({ method: 'GET', url: '/dvla/manufacturers' })).statusCode);
    }
    await limited.close();
    expect(statuses).toEqual([200, 200, 429]);
  });
});
