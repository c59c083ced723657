import { z } from 'zod';
import { editFrom } from '../../policy/policyEdit.ts';
import { plate } from '../shared/savedDetails.ts';

/**
 * Applying a change of registration: the car the customer named (identity matched its plate)
 * keeps everything but its registration, which becomes the new one. A new plate changes no
 * risk, so no quote is priced; staff apply it from the console.
 */
export const editFromDetails = editFrom(
  z.looseObject({ currentVehicleReg: z.string().min(1), currentCarReg: z.string().min(1) }),
  (details) => ({
    kind: 'vehicleRegistration',
    registration: plate(details.currentVehicleReg),
    newRegistration: plate(details.currentCarReg),
  }),
);
