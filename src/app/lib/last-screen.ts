import { useEffect, useLayoutEffect } from 'react';
import {
  giveWay,
  SAVED_PATHS,
  type SavedScreen,
  screenExpiry,
  screenKey,
  sessionOf,
} from '#app/boot/last-screen';
import { useLastSyncedText } from '#app/lib/format';
import { useLocale } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';

/** Saved once the screen has settled after its rows show, and again when the app is hidden. */
const SETTLE_MS = 1000;
/** A screen bigger than this is not saved (local storage is small and shared with the session). */
const MAX_HTML = 300_000;
/** How much of the page the copy keeps, in viewport heights: what the next start shows first. */
const SCREENFULS = 1.5;

/**
 * Removed from the copy: what could play, run, or open over the screen, and what says something
 * of that moment only (`data-no-save`: toasts, the offline strip, the update prompt, maintenance).
 */
const DROPPED = 'script, template, video, audio, iframe, dialog, [role="dialog"], [data-no-save]';
const CONTROLS = 'button, input, select, textarea, fieldset';
/** Attributes that make an element reachable, name it for forms, or repeat an id of the live screen. */
const UNSAFE_ATTRIBUTES = ['id', 'href', 'tabindex', 'autofocus', 'contenteditable', 'name', 'for'];

/**
 * The live screen as an inert copy (ADR 120): no ids (the live screen has them), no links or
 * controls that work, nothing that plays, and one note saying when its data was last synced in
 * place of the screen's own. With `fold` (a distance from the top of the page, in CSS pixels),
 * what starts below it is left out: the copy stands in for the first screenful only, and every
 * element it holds is styled and laid out before the first paint.
 */
export function inertCopy(root: Element, note: string, fold?: number): string {
  const copy = root.cloneNode(true) as Element;
  if (fold !== undefined) {
    // The clone's elements come in the same order as the live ones, which are laid out.
    const live = root.querySelectorAll('*');
    const copied = copy.querySelectorAll('*');
    const below = [...live].flatMap((el, i) =>
      el.getBoundingClientRect().top + window.scrollY > fold ? [copied[i]!] : [],
    );
    for (const el of below) el.remove();
  }
  for (const el of copy.querySelectorAll(DROPPED)) el.remove();
  for (const el of copy.querySelectorAll('[data-last-synced]')) el.remove();
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of UNSAFE_ATTRIBUTES) el.removeAttribute(name);
    if (el.matches(CONTROLS)) el.setAttribute('disabled', '');
    const src = el.getAttribute('src');
    if (src?.startsWith('blob:')) el.removeAttribute('src');
  }
  if (note) {
    const line = copy.ownerDocument.createElement('p');
    line.className = 'muted last-screen-note';
    line.textContent = note;
    (copy.querySelector('main') ?? copy).prepend(line);
  }
  return copy.innerHTML;
}

/**
 * A saved screen's part (ADR 120): once the live screen shows its rows (`ready`), the painted copy
 * gives way to it, and the screen is saved for the next start (after it settles, and when the app
 * is hidden), for this user, language and address. `syncedAt` is when its data was last synced.
 */
export function useLastScreen(ready: boolean, syncedAt: number | null): void {
  const userId = useSession((s) => s.user?._id);
  const role = useSession((s) => s.user?.role);
  const locale = useLocale();
  const lastSynced = useLastSyncedText();
  const note = syncedAt === null ? '' : lastSynced(syncedAt);

  // In the commit that first shows the rows: the copy and the live screen never stand together.
  useLayoutEffect(() => {
    if (ready) giveWay(document);
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    const { pathname: path, search } = location;
    if (!userId || !role || !SAVED_PATHS[role]?.includes(path)) return;
    const save = () => {
      const root = document.getElementById('root');
      // Signed out or another user in the meantime: nothing of this one is kept.
      const here = location.pathname === path && location.search === search;
      if (!root || useSession.getState().user?._id !== userId || !here) return;
      const html = inertCopy(root, note, window.innerHeight * SCREENFULS);
      if (html.length > MAX_HTML) return;
      // It lives no longer than the session it was saved in, and 7 days at most (ADR 141).
      const { token } = useSession.getState();
      const savedAt = Date.now();
      const saved: SavedScreen = {
        userId,
        locale,
        path,
        search,
        html,
        savedAt,
        expiresAt: screenExpiry(token, savedAt),
        sessionId: sessionOf(token).id,
      };
      try {
        localStorage.setItem(screenKey(userId, locale, path), JSON.stringify(saved));
      } catch {
        // Full: the next start paints without it.
      }
    };
    const timer = setTimeout(save, SETTLE_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [ready, userId, role, locale, note]);
}
