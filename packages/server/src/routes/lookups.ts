import { addressResultsResponse, postcodeAddressesResponse } from '@portal/domain/lookups/address';
import {
  type LookupFailureCode,
  type LookupOutcome,
  lookupErrorResponse,
} from '@portal/domain/lookups/lookupErrors';
import {
  b4cValidateRequest,
  b4cValidateResponse,
  manufacturersResponse,
  modelsResponse,
  vehicleDetails,
  vehiclesRequest,
  vehiclesResponse,
} from '@portal/domain/lookups/vehicle';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchAddresses, searchAddressLines } from '../lookups/addressSearch.ts';
import type { LookupProviders } from '../lookups/lookupProviders.ts';
import { findVehicle, validateB4cVehicle } from '../lookups/vehicleSearch.ts';
import { registerJsonBodyParser } from '../plugins/jsonBody.ts';

export interface LookupRoutesOptions {
  providers: LookupProviders;
  /** Per-client limit for these routes, read by @fastify/rate-limit when the app registers it. */
  rateLimit?: { max: number; timeWindow: string };
}

const STATUS_BY_FAILURE = {
  VALIDATION_ERROR: 400,
  // A valid postcode with no addresses is the user's input to correct, not a missing resource.
  SEARCH_ERROR: 400,
  VEHICLE_NOT_FOUND: 404,
} as const satisfies Record<LookupFailureCode, number>;

const postcodeParams = z.object({ postcode: z.string().max(16) });
const registrationParams = z.object({ registration: z.string().max(16) });
const makeParams = z.object({ make: z.string().trim().min(1).max(60) });
const failures = { 400: lookupErrorResponse, 404: lookupErrorResponse };
const VALIDATION_MESSAGE = 'Please correct invalid fields above before continuing';

function answer<T>(reply: FastifyReply, outcome: LookupOutcome<T>) {
  if (outcome.ok) return outcome.value;
  return reply.code(STATUS_BY_FAILURE[outcome.error.errorCode]).send(outcome.error);
}

/**
 * Address and vehicle lookups. Registered by the app under the API
 * prefix; every route answers failures as `{ errorCode, message }` and never a 500 for bad input.
 */
export async function lookupRoutes(app: FastifyInstance, opts: LookupRoutesOptions): Promise<void> {
  const { address, vehicle } = opts.providers;
  const config = { rateLimit: opts.rateLimit ?? { max: 60, timeWindow: '1 minute' } };
  const tags = ['lookups'];

  // POST dvla/{make}/models is sent with an empty body; accept that here instead of Fastify's 400.
  registerJsonBodyParser(app, { allowEmpty: true });

  // Scoped to this plugin: schema failures become the portal's envelope; anything else goes up.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params.issue ?? ''),
        message: issue.message ?? 'is invalid',
      }));
      return reply.code(400).send({ errorCode: 'VALIDATION_ERROR', message: VALIDATION_MESSAGE, fields });
    }
    if (error.statusCode === 400) {
      return reply.code(400).send({ errorCode: 'VALIDATION_ERROR', message: VALIDATION_MESSAGE });
    }
    throw error;
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/addr/postcode/:postcode',
    {
      config,
      schema: {
        tags,
        summary: 'Addresses at a postcode as display lines, sorted by house number',
        params: postcodeParams,
        response: { 200: postcodeAddressesResponse, ...failures },
      },
    },
    async (request, reply) => answer(reply, await searchAddressLines(address, request.params.postcode)),
  );

  routes.get(
    '/hor/request/address/:postcode',
    {
      config,
      schema: {
        tags,
        summary: 'Address results (UPRN, lines, coordinates) at a postcode, sorted by house number',
        params: postcodeParams,
        response: { 200: addressResultsResponse, ...failures },
      },
    },
    async (request, reply) => answer(reply, await searchAddresses(address, request.params.postcode)),
  );

  routes.get(
    '/dvla/get/:registration',
    {
      config,
      schema: {
        tags,
        summary: 'A registered vehicle; spaces and case in the registration are ignored',
        params: registrationParams,
        response: { 200: vehicleDetails, ...failures },
      },
    },
    async (request, reply) => answer(reply, await findVehicle(vehicle, request.params.registration)),
  );

  routes.get(
    '/dvla/manufacturers',
    {
      config,
      schema: { tags, summary: 'Every make, alphabetical', response: { 200: manufacturersResponse } },
    },
    async () => vehicle.manufacturers(),
  );

  routes.post(
    '/dvla/:make/models',
    {
      config,
      schema: {
        tags,
        summary: 'Models of a make, alphabetical; empty for an unknown make',
        params: makeParams,
        response: { 200: modelsResponse, 400: lookupErrorResponse },
      },
    },
    async (request) => vehicle.models(request.params.make),
  );

  routes.post(
    '/dvla/vehicles',
    {
      config,
      schema: {
        tags,
        summary: 'Variants of a model, newest first, optionally narrowed by year, fuel and transmission',
        body: vehiclesRequest,
        response: { 200: vehiclesResponse, 400: lookupErrorResponse },
      },
    },
    async (request) => vehicle.vehicles(request.body),
  );

  routes.post(
    '/dvla/b4c/vehicle/validate',
    {
      config,
      schema: {
        tags,
        summary: "Whether a registered vehicle may be covered under a brand's b4c policy",
        body: b4cValidateRequest,
        response: { 200: b4cValidateResponse, ...failures },
      },
    },
    async (request, reply) => answer(reply, await validateB4cVehicle(vehicle, request.body)),
  );
}
