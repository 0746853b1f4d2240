import { request } from 'node:http';
import type { TestServer } from './test-server';

export type HttpAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field in tests
  body: any;
  text: string;
  headers: Headers;
};

type Init = { body?: unknown; token?: string; headers?: Record<string, string> };

/**
 * A running server reached over HTTP, shaped like TestServer's request helpers so the builders
 * (signUpPatient, book, …) work on it. Each request opens its own connection: a kept-alive one
 * would stay with one process of a cluster. `localAddress` (127.0.0.2, 127.0.0.3, …) makes the
 * calls come from another loopback address, so the server sees several clients.
 */
export function httpServer(baseUrl: string, { localAddress }: { localAddress?: string } = {}) {
  function call(method: string, path: string, init: Init = {}): Promise<HttpAnswer> {
    const url = new URL(path.startsWith('/api') ? path : `/api${path}`, baseUrl);
    const headers: Record<string, string> = { ...init.headers };
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers, agent: false, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') answerHeaders.set(name, value);
          }
          resolve({ status: res.statusCode ?? 0, body, text, headers: answerHeaders });
        });
      });
      req.on('error', reject);
      // A process killed mid-request never answers; the caller hears an error instead.
      req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${path}`)));
      req.end(payload);
    });
  }
  const clock = { offsetMs: 0, now: () => new Date() };
  return {
    clock,
    get: (path: string, init?: Init) => call('GET', path, init),
    post: (path: string, body?: unknown, init?: Init) => call('POST', path, { ...init, body }),
    call,
  };
}

/** The builders want a TestServer; over HTTP only its request helpers and clock exist. */
export const asTestServer = (server: ReturnType<typeof httpServer>, db?: TestServer['db']) =>
  ({ ...server, db }) as unknown as TestServer;
