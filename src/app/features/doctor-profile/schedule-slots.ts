import { useCallback, useState } from 'react';
import { msg, t } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { syncEngine, usePendingIds } from '#app/offline/outbox';
import { type DateRange, inRanges } from '#shared/domain/availability';
import { slotOpen } from '#shared/domain/weekly-slot';
import { slotEntityId, slotKind } from './api/slot-kind';
import { slotTimes, type Weekly, weekdayOf, weekGrid } from './schedule-grid';

export const SLOT_FAILED = msg('Failed to update time slot.');

/** One slot button: whether the weekday's hours hold it, and whether a change to it waits. */
export type SlotCell = {
  time: string;
  open: boolean;
  waiting: boolean;
  /** The practice whose hours the slot is part of (ADR 112); none before practices. */
  practiceId?: string;
};

/**
 * Manage Schedule's slot buttons and their toggle. A press queues the slot's new state (the
 * device copy shows it at once, offline too); the server's refusal is reported in the screen's
 * words, and the copy goes back to the server's hours.
 */
export function useSlotCells(weekly: Weekly | undefined, timeOff: readonly DateRange[]) {
  const waiting = usePendingIds();
  // Slots pressed during this visit stay on screen even when no weekday holds them any more.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  /** The date's cells of the seed-era hours, or of one practice's hours when it is named. */
  const cellsOf = (date: string, practice?: { weekly: Weekly; practiceId: string }): SlotCell[] => {
    if (inRanges(date, timeOff)) return [];
    const day = weekdayOf(date);
    const week = practice ? practice.weekly : weekly;
    const hours = week?.[day];
    const prefix = `${practice?.practiceId ?? ''} ${day} `;
    const kept = [...touched].filter((k) => k.startsWith(prefix)).map((k) => k.slice(-5));
    if (slotTimes(hours).length === 0 && kept.length === 0) return [];
    return [...new Set([...weekGrid(week), ...kept])].sort().map((time) => ({
      time,
      open: slotOpen(hours, time),
      waiting: waiting.has(slotEntityId({ day, startTime: time })),
      ...(practice ? { practiceId: practice.practiceId } : {}),
    }));
  };

  const onToggle = useCallback(async (date: string, cell: SlotCell) => {
    const day = weekdayOf(date);
    setTouched((prev) => new Set(prev).add(`${cell.practiceId ?? ''} ${day} ${cell.time}`));
    try {
      const { settled } = await syncEngine.enqueue(slotKind, {
        day,
        startTime: cell.time,
        open: !cell.open,
        ...(cell.practiceId ? { practiceId: cell.practiceId } : {}),
      });
      const outcome = await settled;
      if (outcome.status === 'failed' || outcome.status === 'conflict') toast.error(t(SLOT_FAILED));
    } catch {
      toast.error(t(SLOT_FAILED));
    }
  }, []);

  return { cellsOf, onToggle: (date: string, cell: SlotCell) => void onToggle(date, cell) };
}
