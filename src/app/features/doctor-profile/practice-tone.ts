/**
 * A practice's colour on the profile and the schedule, by its place in the doctor's list. The
 * colour is never the only cue: its name (or initial) is always shown beside it, and the text on
 * these light tints keeps the page's dark ink (contrast AA; ADR 114).
 */
export const PRACTICE_TONES = 5;

export const toneClass = (index: number) =>
  index < 0 ? 'practice-tone' : `practice-tone practice-tone-${index % PRACTICE_TONES}`;

/** The practice's initial, for a small badge where its whole name does not fit. */
export const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';
