import { EXPIRY_CHECK_EVERY_MINUTES } from '#shared/schemas/expiry';
import type { Deps } from '../context';
import { expireDue } from './expiry';
import { vacuumPglite } from './maintenance';
import { releaseUnconfirmed } from './release-unconfirmed';
import { sendReminders } from './reminders';

export type Job = {
  name: string;
  everyMs: number;
  /** Answers how many records it changed, for the log. */
  run(deps: Deps): Promise<number>;
};

/** Background jobs of the server. */
export const JOBS: Job[] = [
  { name: 'release-unconfirmed', everyMs: 60_000, run: (deps) => releaseUnconfirmed(deps) },
  { name: 'appointment-reminders', everyMs: 60_000, run: (deps) => sendReminders(deps) },
  {
    name: 'appointment-expiry',
    everyMs: EXPIRY_CHECK_EVERY_MINUTES * 60_000,
    run: (deps) => expireDue(deps),
  },
  { name: 'vacuum-pglite', everyMs: 30 * 60_000, run: (deps) => vacuumPglite(deps) },
];

/**
 * Runs each job on its interval. With several servers on one PostgreSQL, the job lock lets one
 * of them run a job at a time (D7); a run still in progress is not started again.
 */
export function startScheduler(deps: Deps, jobs: readonly Job[] = JOBS) {
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        const changed = await deps.database.withJobLock(job.name, () => job.run(deps));
        if (changed) deps.log.info('job done', { job: job.name, changed });
      } catch (error) {
        deps.log.error('job failed', { job: job.name, error: String(error) });
      }
    };
    const timer = setInterval(() => {
      const run = tick();
      running.add(run);
      void run.finally(() => running.delete(run));
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    /** Stops the timers and waits for runs in progress, so the database can close after. */
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
