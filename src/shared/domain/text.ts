/**
 * What text may hold (issue 11, "bad input never reaches a 500"). PostgreSQL cannot store U+0000
 * and a lone UTF-16 surrogate cannot be encoded as UTF-8, so both fail a query; other control
 * characters are invisible and spoof what a reader sees. Line breaks and tabs are text only in
 * fields that are several lines long (reasons, notes, medical history, about).
 */
export function isSafeText(text: string, lineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (!lineBreaks || (c !== 0x09 && c !== 0x0a && c !== 0x0d)) return false;
    } else if (c >= 0x7f && c <= 0x9f) {
      return false;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Bidirectional overrides, embeddings, isolates and marks, zero-width characters and the BOM. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Removes the invisible characters that can make a name read differently from what it is. */
export const stripInvisible = (text: string) => text.replace(INVISIBLE, '');

export const hasInvisible = (text: string) => text.search(INVISIBLE) !== -1;
