import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** What names the erased person in text: the account's name, its addresses and its phones. */
export type Identity = { name: string; addresses: string[]; phones: string[] };

/** The parts of a word: letters (with their marks, as in Urdu), digits, underscore. */
const WORD = String.raw`[\p{L}\p{M}\p{N}_]`;
/** What may stand between the digits of a written phone number. */
const SEP = String.raw`[\s.\-]?`;

const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * The name as a phrase of whole words, any run of spaces between them; never inside a longer or
 * hyphenated word ("Al" in "Albuterol", "Al-Hassan") or an e-mail address (ADR 139).
 */
function nameSource(name: string) {
  const words = name.trim().split(/\s+/).map(escapeRegExp).join(String.raw`\s+`);
  return String.raw`(?<!${WORD}|@|${WORD}[\-.])(?:${words})(?!${WORD}|@|[\-.]${WORD})`;
}

/** An address as a whole token: not a part of a longer address or domain. */
const addressSource = (address: string) =>
  String.raw`(?<![\p{L}\p{N}._%+\-@])${escapeRegExp(address)}(?![\p{L}\p{N}_\-@]|\.[\p{L}\p{N}])`;

/** A phone as written: E.164, 00…, a trunk 0 or none, with spaces, dots or hyphens. */
function phoneSource(phone: string) {
  const parsed = parsePhoneNumberFromString(phone);
  const digits = [...(parsed?.nationalNumber ?? phone.replace(/\D/g, ''))].join(SEP);
  const prefix = parsed
    ? String.raw`(?:(?:\+|00)${parsed.countryCallingCode}${SEP}|0)?`
    : String.raw`\+?`;
  return String.raw`(?<![\p{N}+])${prefix}${digits}(?!\p{N})`;
}

export type Matcher = ReturnType<typeof erasureMatcher>;

/** The person being erased: their account, their doctor row if a doctor, their addresses. */
export type Erased = {
  userId: string;
  doctorId: string | null;
  addresses: string[];
  label: string;
  match: Matcher;
};

/**
 * Replaces the person's identifiers with `label` as whole values or whole words, never as
 * substrings (ADR 139). Addresses match in any letter case. A name of two or more words matches
 * in any letter case; a one-word name only as spelled, since in another case it is usually a
 * word of the language ("May", "an") rather than the person.
 */
export function erasureMatcher(who: Identity, label: string) {
  const name = who.name.trim();
  const sources = [
    ...who.addresses.filter(Boolean).map(addressSource),
    ...who.phones.filter(Boolean).map(phoneSource),
    ...(name ? [nameSource(name)] : []),
  ];
  const nameGroup = name ? sources.length - 1 : -1;
  const anyCase = /\s/.test(name);
  const find = sources.length ? new RegExp(sources.map((s) => `(${s})`).join('|'), 'giu') : null;

  const text = (value: string): string =>
    find
      ? value.replace(find, (match: string, ...groups: unknown[]) =>
          groups[nameGroup] !== undefined && !anyCase && match !== name ? match : label,
        )
      : value;

  const json = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(json);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, json(v)]));
    }
    return value;
  };

  return {
    text,
    /** Strings inside JSON only: keys and structure stay. */
    json,
    /** Text that may hold JSON (a stored answer, a provider's reply): its strings if it does. */
    jsonText(value: string): string {
      if (!/^\s*[[{]/.test(value)) return text(value);
      try {
        const parsed: unknown = JSON.parse(value);
        const out = JSON.stringify(json(parsed));
        return out === JSON.stringify(parsed) ? value : out;
      } catch {
        return text(value);
      }
    },
    /** A column that holds one value (a recipient): the label if it is the person's, else as is. */
    value: (value: string) => (text(value).trim() === label ? label : value),
    /**
     * A cheap SQL filter that every match passes (ADR 139): lower-case ASCII pieces for strpos,
     * and PostgreSQL patterns for the phones' last digits, whatever stands between them. Null
     * when a needle is not ASCII, where lower() depends on the database's locale.
     */
    probes(): { words: string[]; patterns: string[] } | null {
      const words = [...who.addresses.filter(Boolean), ...(name ? [name.split(/\s+/)[0]!] : [])];
      if (words.some((w) => /[^\x20-\x7e]/.test(w))) return null;
      const patterns = who.phones
        .map((p) => p.replace(/\D/g, '').slice(-4))
        .filter((d) => d.length === 4)
        .map((d) => [...d].join('[^0-9]?'));
      return { words: words.map((w) => w.toLowerCase()), patterns };
    },
  };
}
