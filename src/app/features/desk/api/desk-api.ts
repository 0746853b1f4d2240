import { api } from '#app/lib/api-client';
import type { PracticeDaySearch } from '#app/lib/practice-day-search';
import { clinicSettings } from '#app/lib/public-settings';
import { clinicToday } from '#shared/domain/clinic-time';
import type { DeskDay, DeskPractice } from '#shared/schemas/desk';

/** What the desk screen shows: the member's practices and, when they have one, its day. */
export type DeskScreenData = { practices: DeskPractice[]; date: string; day: DeskDay | null };

/**
 * Online only in this slice: the practice's day is mirrored on the desk's device with the
 * desk's offline slice (issue 42). The chosen practice is the one in the address when it is the
 * member's, else their first; the date is today on the clinic's calendar unless one is asked.
 */
export async function loadDeskScreen(
  search: PracticeDaySearch,
  signal?: AbortSignal,
): Promise<DeskScreenData> {
  const date = search.date ?? clinicToday(new Date(), clinicSettings().timezone);
  const { practices } = await api.get<{ practices: DeskPractice[] }>('/desk/practices', {
    signal,
  });
  const practice = practices.find((p) => p.id === search.practiceId) ?? practices[0];
  if (!practice) return { practices, date, day: null };
  const day = await api.get<DeskDay>('/desk/day', {
    query: { practiceId: practice.id, date },
    signal,
  });
  return { practices, date, day };
}
