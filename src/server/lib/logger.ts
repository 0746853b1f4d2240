import { redactSecrets } from './redact';

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

/**
 * One JSON line a record on stdout. Secrets in a URL (ADR 141) are redacted from every line as it
 * is written, so an error's message or stack that quotes a link does not carry its token.
 */
export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const write = (kind: string, message: string, fields?: Record<string, unknown>) =>
    console.log(
      redactSecrets(
        JSON.stringify({ time: new Date().toISOString(), level: kind, message, ...fields }),
      ),
    );
  return {
    info: (message, fields) => {
      if (level === 'info') write('info', message, fields);
    },
    error: (message, fields) => {
      if (level !== 'silent') write('error', message, fields);
    },
  };
}
