import { msg } from '#app/lib/i18n';

/** Words about practices that several screens say (ADR 112); their Urdu is in common.json. */
export const VIDEO_CONSULTATION = msg('Video consultation');
/** A video practice's short mark (a badge, a choice's place). */
export const VIDEO = msg('Video');
export const OPEN_IN_MAPS = msg('Open in Maps');
