import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The form fields of a form post, the parsed JSON of a JSON one. */
  form: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: asserted field by field in tests
  json: any;
};

/**
 * A messaging provider on a local port, as the real one would be called: it keeps every request
 * (path, headers, form or JSON body) for the test to check, and answers with the statuses it is
 * told, one per request (the last one repeats), and a body naming the message.
 */
/** An answer that never comes: the provider holds the request open. */
export const HANG = -1;

export async function startProviderStub(answers: number[] = [201]) {
  const requests: StubRequest[] = [];
  const statuses = [...answers];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const type = req.headers['content-type'] ?? '';
      let json: unknown = null;
      if (type.startsWith('application/json')) json = JSON.parse(body);
      const form = type.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(body))
        : {};
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        form,
        json,
      });
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      const n = requests.length;
      if (status === HANG) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      // Each provider names the message its own way: Twilio's sid, the Cloud API's wamid.
      const path = req.url ?? '';
      const answer = path.endsWith('/Messages.json')
        ? { sid: `SM${n}`, status: 'queued' }
        : path.endsWith('/messages')
          ? { messaging_product: 'whatsapp', messages: [{ id: `wamid.${n}` }] }
          : { id: `hook-${n}` };
      res.end(JSON.stringify(status < 300 ? answer : { message: 'Provider error', code: status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The statuses of the next answers. */
    answer(...next: number[]) {
      statuses.splice(0, statuses.length, ...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ProviderStub = Awaited<ReturnType<typeof startProviderStub>>;
