import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type { Slot } from '#shared/schemas/booking';
import { fetchSlots } from '../api/appointments-api';

export const SLOTS_FAILED = msg('Failed to load available time slots');

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** Offline with nothing loaded for this date: the picker needs a connection. */
  | { status: 'offline' }
  | { status: 'ready'; slots: Slot[] }
  | { status: 'error'; message: string };

/**
 * The free slots of a doctor on one clinic date. They are never kept on the device, because
 * they are only true at the moment they are read; slots already loaded stay on screen if the
 * connection drops, so the change can still be made and queued.
 */
export function useSlots(doctorId: string | undefined, date: string, online: boolean) {
  const [state, setState] = useState<SlotsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef<{ key: string; attempt: number } | null>(null);
  const key = doctorId && date ? `${doctorId}|${date}` : null;

  useEffect(() => {
    if (!key || !doctorId) {
      loaded.current = null;
      setState({ status: 'idle' });
      return;
    }
    const have = loaded.current?.key === key;
    if (!online) {
      if (!have) setState({ status: 'offline' });
      return;
    }
    // Back online with this date's slots on screen: keep them (Retry asks for a new read).
    if (have && loaded.current?.attempt === attempt) return;
    const controller = new AbortController();
    loaded.current = null;
    setState({ status: 'loading' });
    fetchSlots(doctorId, date, controller.signal).then(
      (slots) => {
        if (controller.signal.aborted) return;
        loaded.current = { key, attempt };
        setState({ status: 'ready', slots });
      },
      (error) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: errorMessage(error, SLOTS_FAILED) });
      },
    );
    return () => controller.abort();
  }, [key, doctorId, date, online, attempt]);

  return { state, reload: () => setAttempt((n) => n + 1) };
}
