import { serve } from '@hono/node-server';
import { createServerOrExit } from './cli';
import type { Env } from './env';
import type { ServerOptions } from './index';

type ServeOptions = ServerOptions & {
  onListening?: (port: number) => void;
  /** Wraps the app's fetch (the multi-process test marks which process answered). */
  wrapFetch?: (
    fetch: (request: Request) => Promise<Response>,
  ) => (request: Request) => Promise<Response>;
};

/** One server process on env.port; SIGINT or SIGTERM closes the port, the jobs and the database. */
export async function serveOne(
  env: Env,
  { onListening, wrapFetch, ...options }: ServeOptions = {},
) {
  const server = await createServerOrExit(env, options);
  const fetch = (request: Request) => Promise.resolve(server.app.fetch(request));
  const http = serve({ fetch: wrapFetch ? wrapFetch(fetch) : fetch, port: env.port }, (info) =>
    onListening?.(info.port),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    http.close();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
