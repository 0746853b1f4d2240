import { describe, expect, it } from 'vitest';
import { percentChange, reportPeriod } from '#shared/domain/report-periods';

describe('report periods', () => {
  it('ends the last 7 days with the clinic day, not the UTC day', () => {
    // 01:30 on 16 March in Karachi; still the 15th in UTC.
    const p = reportPeriod('week', new Date('2026-03-15T20:30:00Z'), 'Asia/Karachi');
    expect(p.buckets.map((b) => b.date)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]);
    expect(p.start.toISOString()).toBe('2026-03-09T19:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-03-16T19:00:00.000Z');
    expect(p.previousStart.toISOString()).toBe('2026-03-02T19:00:00.000Z');
  });

  it('keeps whole clinic days across a daylight-saving change', () => {
    // London moves to summer time on 29 March 2026: that day is 23 hours long.
    const p = reportPeriod('week', new Date('2026-03-31T12:00:00Z'), 'Europe/London');
    const dst = p.buckets.find((b) => b.date === '2026-03-29')!;
    expect(dst.end.getTime() - dst.start.getTime()).toBe(23 * 3_600_000);
    expect(p.buckets.at(-1)!.start.toISOString()).toBe('2026-03-30T23:00:00.000Z');
  });

  it('covers a year as 12 calendar months and compares it with as many days before', () => {
    const p = reportPeriod('year', new Date('2026-03-15T12:00:00Z'), 'UTC');
    expect(p.unit).toBe('month');
    expect(p.buckets.map((b) => b.date)).toHaveLength(12);
    expect(p.buckets[0]!.date).toBe('2025-04-01');
    expect(p.buckets[11]!.end.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    const days = (p.end.getTime() - p.start.getTime()) / 86_400_000;
    expect((p.start.getTime() - p.previousStart.getTime()) / 86_400_000).toBe(days);
  });
});

describe('percent change', () => {
  it('is one decimal against the previous figure', () => {
    expect(percentChange(105, 100)).toBe(5);
    expect(percentChange(2, 3)).toBe(-33.3);
  });
  it('is 0 when both are 0 and missing when only the previous is 0', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(4, 0)).toBeNull();
  });
});
