import { describe, expect, it } from 'vitest';
import { countsFromMirror } from './dashboard-counts';

const NOW = new Date('2026-03-10T06:00:00Z');
const row = (patientId: string, familyMember: { id: string } | null, status = 'completed') => ({
  status,
  startTime: '2026-03-01T05:00:00Z',
  patientId,
  familyMember,
});

describe('the dashboard counted from the device', () => {
  it('counts patients as My Patients does: each family member on their own, each person once', () => {
    const rows = [
      row('sana', null),
      row('sana', null, 'no-show'),
      row('sana', { id: 'ali' }, 'scheduled'),
      row('sana', { id: 'hina' }, 'cancelled'),
      row('bilal', null, 'pending'),
    ];
    expect(countsFromMirror(rows, NOW, 'Asia/Karachi').totalPatients).toBe(4);
  });
});
