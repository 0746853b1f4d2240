import { serve } from '@hono/node-server';
import { createServerOrExit } from './cli';
import type { Env } from './env';
import type { ServerOptions } from './index';

/**
 * The app's fetch as @hono/node-server calls it. `bindings` carries the Node request and
 * response (`incoming`, `outgoing`), which `getConnInfo` reads for the client's address: a
 * fetch that drops it makes every caller "unknown" and so one caller's limit everyone's.
 */
export type NodeFetch = (request: Request, bindings: unknown) => Promise<Response>;

type ServeOptions = ServerOptions & {
  onListening?: (port: number) => void;
  /** Wraps the app's fetch (the multi-process test marks which process answered). */
  wrapFetch?: (fetch: NodeFetch) => NodeFetch;
};

/** One server process on env.port; SIGINT or SIGTERM closes the port, the jobs and the database. */
export async function serveOne(
  env: Env,
  { onListening, wrapFetch, ...options }: ServeOptions = {},
) {
  const server = await createServerOrExit(env, options);
  const fetch: NodeFetch = (request, bindings) =>
    Promise.resolve(server.app.fetch(request, bindings as never));
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
