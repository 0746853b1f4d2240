import { describe, expect, it } from 'vitest';
import { runCrashSafety } from './crash-safety';

// A short run of the bench's crash step, so `npm test` catches a change that loses an
// acknowledged booking on SIGKILL or leaves a data folder that no longer opens.
describe('the server killed with SIGKILL while patients book (PGlite)', () => {
  it('restarts on the same data folder every time, with every acknowledged booking there once', async () => {
    const r = await runCrashSafety({ kills: 3, patients: 3, seed: 5 });
    expect(r.restarts).toBe(3);
    expect(r.acknowledged).toBeGreaterThan(0);
    expect({
      failedRestarts: r.failedRestarts,
      missing: r.missing,
      notConfirmed: r.notConfirmed,
      duplicated: r.duplicated,
    }).toEqual({ failedRestarts: 0, missing: 0, notConfirmed: 0, duplicated: 0 });
  }, 180_000);
});
