import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema } from './dashboard.ts';
import { addDays, daysOf, periodRange, shopDay, shopHour, weekday } from './periods.ts';

// 2026-03-15 10:30 in Paris (UTC+1 until the 29th).
const now = new Date('2026-03-15T09:30:00Z');

describe('dashboard periods', () => {
  it('gives each period its days, seen from now in the shop’s time zone', () => {
    expect(periodRange('TODAY', now)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(periodRange('YESTERDAY', now)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(periodRange('LAST_7_DAYS', now)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(periodRange('LAST_30_DAYS', now)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(periodRange('THIS_MONTH', now)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(periodRange('LAST_MONTH', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('THIS_YEAR', now)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(periodRange('LAST_YEAR', now)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(periodRange('CUSTOM', now, { from: '2026-01-10', to: '2026-01-12' })).toEqual({
      from: '2026-01-10',
      to: '2026-01-12',
    });
  });

  it('takes last month across a new year', () => {
    expect(periodRange('LAST_MONTH', new Date('2026-01-05T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('counts the day in Paris, not in UTC (23:30 UTC on the 31st is already the 1st)', () => {
    const night = new Date('2026-12-31T23:30:00Z');
    expect(shopDay(night)).toBe('2027-01-01');
    expect(shopHour(night)).toBe('00');
    expect(periodRange('TODAY', night).from).toBe('2027-01-01');
  });

  it('lists the days of a range across a month end and a leap day, and their weekdays', () => {
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(weekday('2026-03-15')).toBe(0);
  });
});

describe('dashboard query', () => {
  const errors = (query: Record<string, string>) => {
    const result = dashboardQuerySchema.safeParse(query);
    return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('defaults to today', () => {
    expect(dashboardQuerySchema.parse({})).toEqual({ period: 'TODAY' });
  });

  it('refuses an unknown period', () => {
    expect(errors({ period: 'FOREVER' })).toEqual(['period: stats.invalidPeriod']);
  });

  it('refuses a custom period without its days, with its days reversed, or longer than a year', () => {
    expect(errors({ period: 'CUSTOM' })).toEqual(['from: stats.customNeedsDays', 'to: stats.customNeedsDays']);
    expect(errors({ period: 'CUSTOM', from: '2026-03-02', to: '2026-03-01' })).toEqual(['to: stats.fromAfterTo']);
    expect(errors({ period: 'CUSTOM', from: '2024-01-01', to: '2025-06-01' })).toEqual(['to: stats.periodTooLong']);
    expect(errors({ period: 'CUSTOM', from: '2026-3-1', to: '2026-03-02' })).toEqual(['from: stats.invalidDay']);
    expect(errors({ period: 'CUSTOM', from: '2025-01-01', to: '2025-12-31' })).toBeNull();
  });
});
