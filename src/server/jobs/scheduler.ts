import { sql } from 'drizzle-orm';
import { EXPIRY_CHECK_EVERY_MINUTES } from '#shared/schemas/expiry';
import type { Deps } from '../context';
import { type Db, rowsOf } from '../db/client';
import { pruneCallLeftovers } from '../modules/calls/call-cleanup';
import { sendDueMessages } from '../modules/messaging/messages.service';
import { sendDueRefunds } from '../modules/refunds/refund-ledger';
import { expireDue } from './expiry';
import { EXPORT_EXPIRY_EVERY_MS, expireExports } from './export-expiry';
import { vacuumPglite } from './maintenance';
import { releaseUnconfirmed } from './release-unconfirmed';
import { sendReminders } from './reminders';
import { expireWaitlistOffers } from './waitlist-offers';

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
  // SMS and WhatsApp due for a first send or a retry (ADR 103).
  { name: 'send-messages', everyMs: 30_000, run: (deps) => sendDueMessages(deps) },
  // Refunds due for a first send cut short or a retry (ADR 107).
  { name: 'send-refunds', everyMs: 60_000, run: (deps) => sendDueRefunds(deps) },
  { name: 'waitlist-offers', everyMs: 60_000, run: (deps) => expireWaitlistOffers(deps) },
  {
    name: 'appointment-expiry',
    everyMs: EXPIRY_CHECK_EVERY_MINUTES * 60_000,
    run: (deps) => expireDue(deps),
  },
  // Relayed call messages nobody read and long-expired call tickets (ADR 113).
  { name: 'call-cleanup', everyMs: 5 * 60_000, run: (deps) => pruneCallLeftovers(deps) },
  // Data-export archives go when their 15 minutes end, not at the next export (ADR 109).
  { name: 'export-expiry', everyMs: EXPORT_EXPIRY_EVERY_MS, run: (deps) => expireExports(deps) },
  { name: 'vacuum-pglite', everyMs: 30 * 60_000, run: (deps) => vacuumPglite(deps) },
];

/**
 * Claims this interval's run of a job, by the database's clock so servers' clocks do not matter.
 * Another server's run less than 90% of an interval ago means this tick is not due; a start time
 * in the future (a clock set back) does not block the job for good.
 */
async function claimRun(db: Db, job: Job): Promise<boolean> {
  const due = `${Math.floor(job.everyMs * 0.9)} milliseconds`;
  const result = await db.execute(sql`
    insert into job_runs (name, started_at) values (${job.name}, now())
    on conflict (name) do update set started_at = now()
    where job_runs.started_at <= now() - ${due}::interval or job_runs.started_at > now()
    returning name`);
  return rowsOf(result).length > 0;
}

/**
 * Runs each job on its interval. With several servers on one PostgreSQL, the job lock lets one
 * of them run a job at a time (ADR 007), and the job_runs row lets one of them run it per interval;
 * a run still in progress is not started again.
 */
export function startScheduler(deps: Deps, jobs: readonly Job[] = JOBS) {
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        const changed = await deps.database.withJobLock(job.name, async () =>
          (await claimRun(deps.db, job)) ? job.run(deps) : 0,
        );
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
