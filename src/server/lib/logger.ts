export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const write = (kind: string, message: string, fields?: Record<string, unknown>) =>
    console.log(
      JSON.stringify({ time: new Date().toISOString(), level: kind, message, ...fields }),
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
