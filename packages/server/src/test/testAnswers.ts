import { AMELIA_PREPOP_TOKEN, covRegistrations } from '@portal/demo-data/answers';
import type { FastifyInstance } from 'fastify';

/**
 * Demo policy 10000001: Amelia Hart's car on Direct Line, paid by card. `cars` names the car on
 * record and the new one (see `onRecordCars` when an earlier quote in the suite was paid).
 */
export const covAnswers = (
  vehicle: Record<string, string>,
  cars: { current: string; next: string } = covRegistrations(undefined),
) => ({
  coverStartDateFlag: 'LATER',
  coverStartDate: '20/03/2026',
  tempChangeFlag: 'false',
  eligibilityConfirmation: true,
  isPolicyHolder: 'true',
  'policyHolder.firstName': 'Amelia',
  'policyHolder.lastName': 'Hart',
  'policyHolder.postcode': 'LS1 4AP',
  'policyHolder.dob': '14/03/1985',
  'policyHolder.email': 'amelia.hart@example.com',
  'policyHolder.phone': '07700900226',
  currentVehicleReg: cars.current,
  policyNumber: '10000001',
  confirmation: true,
  currentCarReg: cars.next,
  vehicle: { fuel: 'PETROL', transmission: 'AUTOMATIC', ...vehicle },
  purchaseDate: '01/03/2026',
  ownerFullNameQ: 'true',
  keeperFullNameQ: 'true',
  mileageFlag: 'true',
  estimatedAnnualMileage: '8000',
  checkbox0: true,
  checkbox1: true,
  checkbox2: true,
});

/** The car on record for policy 10000001 now, and a new one, read as the browser reads it. */
export async function onRecordCars(app: FastifyInstance, session: string) {
  const data = await app.inject({
    method: 'GET',
    url: '/mta-api/mta/cov/data',
    headers: { 'x-auth-token': session, 'x-mta-prepop-token': AMELIA_PREPOP_TOKEN },
  });
  return covRegistrations(data.json().policy?.policyDetails?.regNum);
}
