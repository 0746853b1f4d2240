import { describe, expect, it } from 'vitest';
import { overlapMessage, practiceOverlaps } from './practice-hours';

const day = (...slots: [string, string][]) => ({
  isAvailable: true,
  slots: slots.map(([startTime, endTime]) => ({ startTime, endTime })),
});

describe('practiceOverlaps', () => {
  const opd = {
    name: 'Shifa International Hospital OPD',
    availability: { monday: day(['08:00', '17:00']) },
  };

  it('names the later practice, its interval, the day and the earlier practice', () => {
    const evening = {
      name: 'Evening Care Clinic',
      availability: { monday: day(['16:00', '17:00'], ['18:00', '21:00']) },
    };
    const found = practiceOverlaps([opd, evening]);
    expect(found.map(overlapMessage)).toEqual([
      'Monday 16:00–17:00 at Evening Care Clinic overlaps Shifa International Hospital OPD',
    ]);
    expect(found[0]).toMatchObject({ index: 1, otherIndex: 0, weekday: 'monday' });
  });

  it('lets touching ends, other days and closed days pass', () => {
    const evening = {
      name: 'Evening Care Clinic',
      availability: {
        monday: day(['17:00', '21:00']),
        tuesday: day(['08:00', '17:00']),
        wednesday: { isAvailable: false, slots: [{ startTime: '08:00', endTime: '17:00' }] },
      },
    };
    expect(practiceOverlaps([opd, evening])).toEqual([]);
  });
});
