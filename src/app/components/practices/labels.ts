import { msg } from '#app/lib/i18n';

/** Words about practices that several screens say (ADR 112); their Urdu is in common.json. */
export const VIDEO_CONSULTATION = msg('Video consultation');
/** A video practice's short mark (a badge, a choice's place). */
export const VIDEO = msg('Video');
export const OPEN_IN_MAPS = msg('Open in Maps');

/**
 * A practice's name as the reader sees it: as the doctor typed it, except a video practice left
 * with the default name "Video consultation", which reads in the reader's language (ADR 117).
 */
export const practiceName = (
  practice: { kind: string; name: string },
  t: (id: string) => string,
) =>
  practice.kind === 'video' && practice.name.trim() === VIDEO_CONSULTATION
    ? t(VIDEO_CONSULTATION)
    : practice.name;
