import { describe, expect, it } from 'vitest';
import { chatWaitsByHour, lastDays, longestWait, requestsByAge } from './figures.ts';

const NOW = '2026-11-25T15:00:00.000Z';

describe('the dashboard’s sums', () => {
  it('puts overdue forms first, then those due within the hour', () => {
    const rows = requestsByAge(
      [
        {
          form: 'com',
          brand: 'DIRECTLINE',
          receivedAt: '2026-11-25T14:00:00Z',
          dueAt: '2026-11-26T14:00:00Z',
        },
        {
          form: 'aad',
          brand: 'PRIVILEGE',
          receivedAt: '2026-11-25T12:30:00Z',
          dueAt: '2026-11-25T15:30:00Z',
        },
        {
          form: 'com',
          brand: 'DIRECTLINE',
          receivedAt: '2026-11-20T09:00:00Z',
          dueAt: '2026-11-21T09:00:00Z',
        },
      ],
      NOW,
    );
    expect(rows).toEqual([
      { form: 'com', brand: 'DIRECTLINE', overdue: 1, dueSoon: 0, onTime: 1, oldestMinutes: 5 * 1440 + 360 },
      { form: 'aad', brand: 'PRIVILEGE', overdue: 0, dueSoon: 1, onTime: 0, oldestMinutes: 150 },
    ]);
  });

  it('sums today’s chat waits by the London hour they started, counting a chat still waiting so far', () => {
    expect(
      chatWaitsByHour(
        [
          { startedAt: '2026-11-25T09:10:00Z', answeredAt: '2026-11-25T09:14:00Z', endedAt: null },
          { startedAt: '2026-11-25T09:40:00Z', answeredAt: null, endedAt: '2026-11-25T09:50:00Z' },
          { startedAt: '2026-11-25T14:50:00Z', answeredAt: null, endedAt: null },
          { startedAt: '2026-11-24T09:00:00Z', answeredAt: '2026-11-24T10:00:00Z', endedAt: null },
        ],
        NOW,
      ),
    ).toEqual([
      { hour: '09:00', started: 2, averageWaitMinutes: 7, longestWaitMinutes: 10 },
      { hour: '14:00', started: 1, averageWaitMinutes: 10, longestWaitMinutes: 10 },
    ]);
  });

  it('counts back fourteen London days to today, and the longest wait now', () => {
    const days = lastDays(NOW, 14);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-11-12');
    expect(days[13]).toBe('2026-11-25');
    expect(longestWait(['2026-11-25T14:30:00Z', '2026-11-25T14:55:00Z'], NOW)).toBe(30);
    expect(longestWait([], NOW)).toBeNull();
  });
});
