import { z } from 'zod';

/**
 * The supervisor's dashboard as GET /ops-api/dashboard answers it: every figure is counted from
 * the records the queue, the chats and the payments are read from, so it can be trusted.
 */
const count = z.number().int().nonnegative();
const minutes = z.number().nonnegative();

/** Open requests of one form on one brand, by how their age stands against the promise. */
export const ageRowSchema = z.object({
  form: z.string(),
  brand: z.string(),
  overdue: count,
  /** Not overdue, but due within the hour. */
  dueSoon: count,
  onTime: count,
  /** How long the oldest of them has waited. */
  oldestMinutes: minutes,
});

/** Chats started in one London hour today and how long their customers waited for an agent. */
export const chatHourSchema = z.object({
  hour: z.string().describe('HH:00, Europe/London'),
  started: count,
  averageWaitMinutes: minutes,
  longestWaitMinutes: minutes,
});

export const paymentDaySchema = z.object({
  day: z.iso.date(),
  taken: count,
  declined: count,
  /** Card payments the customer began and never finished (left past the stuck-payment time). */
  abandoned: count,
});

/** One journey on one brand, from the request sent to the quote paid. */
export const funnelRowSchema = z.object({
  form: z.string(),
  brand: z.string(),
  sent: count,
  quoted: count,
  accepted: count,
  paid: count,
});

export const dashboardResponse = z.object({
  asOf: z.string().describe('ISO 8601'),
  /** Overdue first, then the most due soon. */
  requestsByAge: z.array(ageRowSchema),
  chats: z.object({
    waitingNow: count,
    longestWaitingMinutes: minutes.nullable(),
    byHour: z.array(chatHourSchema),
  }),
  /** The last 14 London days, oldest first. */
  payments: z.array(paymentDaySchema),
  /** The last 14 days' requests, by journey and brand, most sent first. */
  funnels: z.array(funnelRowSchema),
});
export type DashboardView = z.infer<typeof dashboardResponse>;
export type AgeRow = z.infer<typeof ageRowSchema>;
export type ChatHour = z.infer<typeof chatHourSchema>;
export type PaymentDay = z.infer<typeof paymentDaySchema>;
export type FunnelRow = z.infer<typeof funnelRowSchema>;

/** The days the dashboard's payments and funnels count back over. */
export const DASHBOARD_DAYS = 14;
