import { describe, expect, it } from 'vitest';
import { runDoctorDaySoak } from './doctor-day-soak';

// A short run of the bench's offline clinic day, so `npm test` catches a change that loses or
// repeats a queued status change or note (the bench runs the long version).
describe("the doctor's offline day, replayed through failures", () => {
  it('applies every queued change once, or shows it refused when the patient cancelled first', async () => {
    const r = await runDoctorDaySoak({ cycles: 8, perCycle: 3, patientCancels: 0.5, seed: 7 });
    expect(r.changes).toBe(24);
    expect(r.applied + r.refusedAsExpected).toBe(r.changes);
    expect(r.refusedAsExpected).toBeGreaterThan(0);
    expect(r.droppedAfterCommit + r.crashes).toBeGreaterThan(0);
    expect({
      lost: r.lost,
      duplicated: r.duplicated,
      unexpectedRefusals: r.unexpectedRefusals,
      mirrorMismatches: r.mirrorMismatches,
    }).toEqual({ lost: 0, duplicated: 0, unexpectedRefusals: 0, mirrorMismatches: 0 });
  }, 120_000);
});
