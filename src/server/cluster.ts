import cluster, { type Worker } from 'node:cluster';

export type ClusterOptions = {
  workers: number;
  /** Called once, when every worker started has listened. */
  onListening?: (port: number) => void;
  log?: (message: string) => void;
};

/**
 * The primary of `npm start` with WEB_CONCURRENCY above 1: forks that many servers sharing the
 * port (node:cluster hands connections round-robin), replaces a worker that crashes, and on
 * SIGINT or SIGTERM stops them all before exiting. A worker that dies before it ever listened
 * failed to start (bad database, bad setting): forking it again would only loop, so all stop.
 */
export function runPrimary({ workers, onListening, log = console.error }: ClusterOptions) {
  const listened = new WeakSet<Worker>();
  let listening = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', (address) => {
      listened.add(worker);
      if (++listening === workers) onListening?.(address.port);
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!listened.has(worker)) {
      log(`A server process failed to start (exit code ${code ?? signal}); stopping.`);
      stop(code || 1);
      return;
    }
    log(
      `Server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another.`,
    );
    fork();
  });

  for (let i = 0; i < workers; i++) fork();
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}
