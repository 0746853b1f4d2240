import { describe, expect, it } from 'vitest';
import { groupByPractice } from './practice-groups';

const off = { isAvailable: false, slots: [] };
const monday = (startTime: string, endTime: string) => ({
  monday: { isAvailable: true, slots: [{ startTime, endTime }] },
  tuesday: off,
});
const OPD = { _id: 'p-opd', kind: 'clinic' as const, name: 'Shifa OPD' };
const EVENING = { _id: 'p-eve', kind: 'clinic' as const, name: 'Evening Care Clinic' };
const VIDEO = { _id: 'p-vid', kind: 'video' as const, name: 'Video consultation' };
const profile = {
  // The seed-era hours are the first clinic's (ADR 112): the OPD's hours today come from here.
  availability: monday('09:00', '14:00'),
  practices: [
    { ...OPD, availability: monday('08:00', '09:00') },
    { ...EVENING, availability: monday('17:00', '21:00') },
    { ...VIDEO, availability: monday('14:00', '16:00') },
  ],
};
// Monday 2 December 2030 in Karachi (UTC+5).
const at = (id: string, utc: string, extra = {}) => ({
  _id: id,
  startTime: `2030-12-02T${utc}:00.000Z`,
  ...extra,
});
const booked = (p: { _id: string; kind: string; name: string }) => ({
  practiceId: p._id,
  practice: { ...p, location: null, phone: '' },
  mode: p.kind === 'video' ? 'video' : 'in_person',
});

describe("the doctor's day by practice", () => {
  it('groups by the practice booked, each in time order, the groups by their first visit, with the hours today', () => {
    const groups = groupByPractice(
      [
        at('eve', '12:30', booked(EVENING)),
        at('opd-2', '05:00', booked(OPD)),
        at('video', '09:30', booked(VIDEO)),
        at('opd-1', '04:00', booked(OPD)),
        // Booked before practices: the practice whose hours today hold 11:00, the OPD.
        at('old', '06:00'),
        // At a practice removed since: kept under the name it was booked at.
        at('gone', '13:00', {
          practiceId: null,
          practice: { _id: 'p-x', kind: 'clinic', name: 'Model Town Clinic' },
        }),
      ],
      profile,
      '2030-12-02',
      'Asia/Karachi',
    );
    expect(groups.map((g) => [g.name, g.kind, g.hours, g.rows.map((r) => r._id)])).toEqual([
      [
        'Shifa OPD',
        'clinic',
        [{ startTime: '09:00', endTime: '14:00' }],
        ['opd-1', 'opd-2', 'old'],
      ],
      ['Video consultation', 'video', [{ startTime: '14:00', endTime: '16:00' }], ['video']],
      ['Evening Care Clinic', 'clinic', [{ startTime: '17:00', endTime: '21:00' }], ['eve']],
      ['Model Town Clinic', 'clinic', [], ['gone']],
    ]);
  });

  it("names a practice as the profile names it today, and shows no hours on a practice's day off", () => {
    const renamed = {
      ...profile,
      practices: [{ ...profile.practices[0]!, name: 'Shifa International Hospital OPD' }],
    };
    const [group] = groupByPractice(
      [at('a', '03:00', booked(OPD))],
      renamed,
      '2030-12-03',
      'Asia/Karachi',
    );
    expect(group).toMatchObject({ name: 'Shifa International Hospital OPD', hours: [] });
  });

  it('without practices on the device or the rows, everything is one unnamed group', () => {
    const groups = groupByPractice([at('a', '04:00'), at('b', '05:00')], null, '2030-12-02', 'UTC');
    expect(groups.map((g) => [g.name, g.rows.length])).toEqual([['', 2]]);
  });
});
