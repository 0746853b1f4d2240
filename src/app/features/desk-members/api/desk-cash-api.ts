import { api } from '#app/lib/api-client';
import type { PracticeDaySearch } from '#app/lib/practice-day-search';
import { clinicSettings } from '#app/lib/public-settings';
import { clinicToday } from '#shared/domain/clinic-time';
import type { CashTotals } from '#shared/schemas/desk-cash';
import type { PracticeName } from './desk-members-api';

/** The cash book the doctor reads: which clinic, which day, and its totals. */
export type DeskCashView = { practiceId: string; date: string; totals: CashTotals };

/**
 * A clinic practice's cash for a clinic day (ADR 155): the one in the address when it is one of
 * the doctor's clinics, else their first; today on the clinic's calendar unless a date is asked.
 * Online only, as the rest of the doctor's Front Desk screen.
 */
export async function loadDeskCash(
  practices: PracticeName[],
  search: PracticeDaySearch,
  signal?: AbortSignal,
): Promise<DeskCashView | null> {
  const clinics = practices.filter((p) => p.kind === 'clinic');
  const practice = clinics.find((p) => p._id === search.practiceId) ?? clinics[0];
  if (!practice) return null;
  const date = search.date ?? clinicToday(new Date(), clinicSettings().timezone);
  const totals = await api.get<CashTotals>('/desk/cash', {
    query: { practiceId: practice._id, date },
    signal,
  });
  return { practiceId: practice._id, date, totals };
}
