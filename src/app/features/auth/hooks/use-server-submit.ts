import { useState } from 'react';
import { ApiError, errorMessage } from '#app/lib/api-client';

type Messages = {
  /** Shown when the server gives no message of its own. */
  fallback: string | ((error: unknown) => string);
  /** Shown when there is no connection; what was typed stays in the form. */
  offline: string;
};

/** Runs one call that needs a connection and keeps its busy state and error message. */
export function useServerSubmit({ fallback, offline }: Messages) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async <T>(
    call: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; error?: unknown }> => {
    setError(null);
    if (!navigator.onLine) {
      setError(offline);
      return { ok: false };
    }
    setBusy(true);
    try {
      const value = await call();
      setBusy(false);
      return { ok: true, value };
    } catch (err) {
      setBusy(false);
      setError(
        err instanceof ApiError && err.isNetworkError
          ? offline
          : errorMessage(err, typeof fallback === 'string' ? fallback : fallback(err)),
      );
      return { ok: false, error: err };
    }
  };

  return { busy, error, setError, submit };
}
