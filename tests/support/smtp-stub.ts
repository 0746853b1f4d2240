import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on the loopback address, for SMTP_URL: it takes every mail (no TLS, no
 * login) and keeps the raw message, so a test reads exactly what the mail server got.
 */
export async function startSmtpStub() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `to`, once it has arrived (delivery runs after the answer). */
    /** The first mail to the address, or the first whose raw text matches `match` too. */
    async mailTo(to: string, match?: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to) && (!match || match.test(m.raw)));
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`no mail to ${to} reached the SMTP server`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The parts of a multipart message: each part's headers (lower-cased names) and decoded body. */
export function mimeParts(raw: string): { headers: Record<string, string>; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head, ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const headers: Record<string, string> = {};
      for (const line of (head ?? '').replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const text = rest.join('\r\n\r\n').replace(/\r\n$/, '');
      const encoding = headers['content-transfer-encoding']?.toLowerCase();
      const body =
        encoding === 'base64'
          ? Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? quotedPrintable(text)
            : text;
      return { headers, body };
    });
}

function quotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}
