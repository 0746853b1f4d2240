import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Text kept encrypted at rest with a key of the server's (ADR 141): AES-256-GCM under a key
 * derived from the signing secret for one purpose, so the signing key itself is never used to
 * encrypt and another purpose gets another key.
 */
const PREFIX = 'sealed:v1:';
const keys = new Map<string, Buffer>();

function keyFor(secret: string, purpose: string): Buffer {
  const id = `${purpose}\n${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'mashwara', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

export const isSealed = (text: string) => text.startsWith(PREFIX);

export function seal(text: string, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
}

/** The text again, or null when it was sealed under another key (the secret was changed). */
export function unseal(sealed: string, secret: string, purpose: string): string | null {
  const [iv, tag, body] = sealed.slice(PREFIX.length).split('.');
  if (!iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(secret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
