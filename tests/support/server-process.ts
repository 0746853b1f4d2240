import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { loadEnvOrExit } from '#server/cli';
import { runPrimary } from '#server/cluster';
import { startScheduler } from '#server/jobs/scheduler';
import { serveOne } from '#server/serve';

/**
 * `npm start` without the app build, for tests and benches that run the real server as a child
 * process: one process, or WEB_CONCURRENCY of them on one port. Every answer says which process
 * gave it (X-Served-By), and with PROBE_JOB_MS each process schedules a probe job that records
 * its runs in audit_logs (action 'job-probe').
 */
const env = loadEnvOrExit();
if (cluster.isPrimary && env.webConcurrency > 1) {
  runPrimary({
    workers: env.webConcurrency,
    onListening: (port) => console.log(`listening on ${port}`),
  });
} else {
  const server = await serveOne(env, {
    onListening: (port) => {
      if (cluster.isPrimary) console.log(`listening on ${port}`);
    },
    wrapFetch: (fetch) => async (request, bindings) => {
      const answer = await fetch(request, bindings);
      const marked = new Response(answer.body, answer);
      marked.headers.set('x-served-by', String(process.pid));
      return marked;
    },
  });
  const everyMs = Number(process.env.PROBE_JOB_MS ?? 0);
  if (everyMs > 0) {
    const scheduler = startScheduler(server.deps, [
      {
        name: 'probe',
        everyMs,
        run: async (deps) => {
          await deps.db.execute(
            sql`insert into audit_logs (action, resource, details) values ('job-probe', 'job', ${String(process.pid)})`,
          );
          return 1;
        },
      },
    ]);
    process.on('SIGTERM', () => void scheduler.stop());
  }
}
