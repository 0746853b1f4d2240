import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createServerOrExit } from './cli';
import type { Env } from './env';
import type { createServer, ServerOptions } from './index';
import { attachCallSocket } from './modules/calls/call-socket';

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
  const { http, calls } = listen(server, env.port, { wrapFetch, onListening });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Call sockets hear 1001 and rejoin elsewhere; an open socket would keep the port open.
    calls.stop();
    http.close();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}

/**
 * The app on a port, as `npm start` serves it: the API and the app through Hono, and the video
 * call socket (ADR 113) on the same server's upgrade. Tests that need a listening server use it.
 */
export function listen(
  server: Awaited<ReturnType<typeof createServer>>,
  port: number,
  { wrapFetch, onListening }: Pick<ServeOptions, 'wrapFetch' | 'onListening'> = {},
) {
  const fetch: NodeFetch = (request, bindings) =>
    Promise.resolve(server.app.fetch(request, bindings as never));
  const http = serve({ fetch: wrapFetch ? wrapFetch(fetch) : fetch, port }, (info) =>
    onListening?.(info.port),
  );
  const calls = attachCallSocket(http as Server, server.deps);
  return { http, calls };
}
