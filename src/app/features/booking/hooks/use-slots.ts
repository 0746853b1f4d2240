import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import { isDateOnly } from '#shared/domain/clinic-time';
import type { Slot } from '#shared/schemas/booking';
import { getAvailability } from '../api/booking-api';

export const SLOTS_FAILED = msg('Failed to load available time slots');

export type SlotsState = {
  status: 'idle' | 'loading' | 'success' | 'error';
  slots: Slot[];
  error?: string;
  /** The clinic zone the server named with the slots, if it did. */
  timezone?: string;
};

/** The free slots of one clinic day; reloads when the date changes or on `reload()`. */
export function useSlots(doctorId: string, date: string) {
  const [state, setState] = useState<SlotsState>({ status: 'idle', slots: [] });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controller.current?.abort();
    if (!date || !isDateOnly(date)) {
      setState({ status: 'idle', slots: [] });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState((s) => ({ status: 'loading', slots: [], timezone: s.timezone }));
    getAvailability(doctorId, date, current.signal).then(
      (answer) => {
        if (current.signal.aborted) return;
        setState({ status: 'success', slots: answer?.slots ?? [], timezone: answer?.timezone });
      },
      (error) => {
        if (current.signal.aborted) return;
        // Section 8: the slot list is emptied when loading fails.
        setState({ status: 'error', slots: [], error: errorMessage(error, SLOTS_FAILED) });
      },
    );
  }, [doctorId, date]);

  useEffect(() => {
    load();
    return () => controller.current?.abort();
  }, [load]);

  return { ...state, reload: load };
}
