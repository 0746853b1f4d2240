import { WAITLIST_MSG } from '../schemas/waitlist';

/** A waiting entry as the offer rules see it: first come (`createdAt`), first offered. */
export type QueuedEntry = { id: string; from: string; to: string; createdAt: Date };

/** Whether an entry's date range (clinic dates, both ends included) covers a clinic date. */
export const covers = (entry: { from: string; to: string }, date: string) =>
  entry.from <= date && date <= entry.to;

/** The queue's order: oldest entry first; the id breaks a tie so every server agrees. */
export const queueOrder = (a: QueuedEntry, b: QueuedEntry) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Who is offered a slot on `date` (ADR 101): the first entry in queue order whose range covers
 * the date, passing over `skip` (entries already offered this slot, or holding another offer).
 */
export function nextInLine<E extends QueuedEntry>(
  entries: readonly E[],
  date: string,
  skip: ReadonlySet<string> = new Set(),
): E | undefined {
  return [...entries].sort(queueOrder).find((e) => !skip.has(e.id) && covers(e, date));
}

/**
 * What is wrong with a range against the clinic's today and the last bookable date, or null.
 * The shape (format, order, length) is the schema's; this is the part that needs the clock.
 */
export function rangeProblem(
  range: { from: string; to: string },
  today: string,
  lastBookable: string,
): { path: 'from' | 'to'; message: string } | null {
  if (range.from < today) return { path: 'from', message: WAITLIST_MSG.past };
  if (range.to > lastBookable) return { path: 'to', message: WAITLIST_MSG.tooFar };
  return null;
}
