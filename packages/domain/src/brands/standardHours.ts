import type { DayHours, HoursSet, OpeningHours } from './brand.ts';

/**
 * The opening-hours figures every brand shares unless it sets its own.
 * Most brands share them; Greenflag (the breakdown brand) keeps shorter processing and
 * secure-payment hours. Sets the spec leaves "not shown" get plain, plausible values.
 */

const at = (opens: string, closes: string): DayHours => ({ opens, closes });

function week(weekday: DayHours, saturday: DayHours, sunday: DayHours): OpeningHours {
  return {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday,
    sunday,
  };
}

/**
 * The phone lines: one set wherever a number is given (openHours, triageHours and
 * phoneSupportHours are the same lines): Mon-Fri 8am-9pm, Sat 9am-5pm, Sun 10am-5pm, because
 * showing Sunday closed in one place and open in another told customers two different things.
 */
const phoneLines = week(at('08:00', '21:00'), at('09:00', '17:00'), at('10:00', '17:00'));

export const STANDARD_HOURS: Record<HoursSet, OpeningHours> = {
  openHours: phoneLines,
  processingHours: week(at('08:00', '23:00'), at('09:00', '21:00'), at('10:00', '21:00')),
  /** Web chat runs on to 23:00 on weekdays. */
  webchatHours: week(at('08:00', '23:00'), at('09:00', '17:00'), at('10:00', '17:00')),
  webchatHoursMOR: week(at('08:00', '20:00'), at('09:00', '17:00'), null),
  triageHours: phoneLines,
  partnerHomeHours: week(at('08:00', '20:00'), at('09:00', '17:00'), null),
  partnerMotorHours: week(at('08:00', '20:00'), at('09:00', '16:00'), null),
  securePaymentHours: week(at('08:00', '23:00'), at('08:00', '21:00'), at('08:00', '21:00')),
  phoneSupportHours: phoneLines,
};

export const BREAKDOWN_HOURS: Record<HoursSet, OpeningHours> = {
  ...STANDARD_HOURS,
  processingHours: week(at('08:00', '21:00'), at('09:00', '17:00'), at('09:00', '17:00')),
  securePaymentHours: week(at('08:00', '21:00'), at('09:00', '17:00'), at('09:00', '17:00')),
};
