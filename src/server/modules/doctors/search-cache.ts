import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '#server/db/client';
import { UNCONFIRMED_HOLD_MINUTES } from '#shared/domain/slots';
import type { DoctorPage, DoctorSearchQuery } from '#shared/schemas/doctor';
import type { Settings } from '#shared/schemas/settings';
import { holdCutoff } from '../scheduling/holds';

/** How many distinct searches one server keeps; the least recently asked goes first. */
export const SEARCH_CACHE_MAX = 500;

/** A search answer as sent: the envelope's JSON and its ETag. */
export type SearchAnswer = { body: string; etag: string };

type Entry = SearchAnswer & {
  version: string;
  /** Answers with an `available` filter are for one clinic minute (slots pass at whole minutes). */
  minute: number | null;
  /** …and only until the first booking hold alive when it was made runs out (epoch ms). */
  validUntil: number;
};

type Stamp = Pick<Entry, 'version' | 'minute' | 'validUntil'>;

/** Bounded LRU of search answers; Map keeps insertion order, so the first key is the oldest. */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<SearchAnswer>>();
  constructor(readonly max = SEARCH_CACHE_MAX) {}

  get size() {
    return this.entries.size;
  }

  private get(key: string, stamp: Stamp, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (
      entry.version !== stamp.version ||
      entry.minute !== stamp.minute ||
      now >= entry.validUntil
    ) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private set(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.max) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  /** The cached answer for this stamp, or compute it once however many ask at the same time. */
  async answer(key: string, stamp: Stamp, now: number, compute: () => Promise<string>) {
    const hit = this.get(key, stamp, now);
    if (hit) return { ...hit, cached: true };
    const flightKey = `${key}\n${stamp.version}\n${stamp.minute}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      flight = compute()
        .then((body) => {
          const answer = { body, etag: etagOf(body) };
          this.set(key, { ...answer, ...stamp });
          return answer;
        })
        .finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return { ...(await flight), cached: false };
  }
}

export const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** RFC 9110 If-None-Match: a list of tags, weak or strong, or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** One cache per database (a test server or a bench server each have their own). */
const caches = new WeakMap<object, SearchCache>();
export function searchCacheFor(db: DbOrTx): SearchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Reads of the directory version, shared: a request that arrives while one read is under way
 * waits for the next one, which starts after it arrived, so every answer still reflects every
 * change committed before its request; under load the database sees one read at a time, not
 * one per request.
 */
export class SharedRead<T> {
  private current: Promise<T> | undefined;
  private next: Promise<T> | undefined;
  constructor(private readonly load: () => Promise<T>) {}

  read(): Promise<T> {
    if (!this.current) return this.start();
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<T> {
    const reading: Promise<T> = this.load().finally(() => {
      if (this.current === reading) this.current = undefined;
    });
    this.current = reading;
    return reading;
  }
}

const readers = new WeakMap<object, SharedRead<string>>();
function directoryReaderFor(db: DbOrTx): SharedRead<string> {
  let reader = readers.get(db);
  if (!reader) {
    reader = new SharedRead(async () => {
      const [row] = rowsOf<{ d: string }>(
        await db.execute(sql`select coalesce(sum(directory), 0)::text as d from directory_version`),
      );
      return row.d;
    });
    readers.set(db, reader);
  }
  return reader;
}

/** The key: the validated query (defaults applied) and, for `available`, the settings it reads. */
export function searchKey(q: DoctorSearchQuery, s: Settings): string {
  const parts = Object.entries(q)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const extra = q.available ? [s.timezone, s.maxAppointmentsPerDay] : [];
  return JSON.stringify([parts, extra]);
}

/**
 * The database's directory version (migration directory_version), read before the search so
 * that a cached answer is never older than its version. With `available`, also the bookings
 * version and the moment the oldest live hold stops holding its slot.
 */
export async function readStamp(db: DbOrTx, q: DoctorSearchQuery, now: Date): Promise<Stamp> {
  if (!q.available) {
    const version = await directoryReaderFor(db).read();
    return { version, minute: null, validUntil: Number.POSITIVE_INFINITY };
  }
  const [row] = rowsOf<{ d: string; b: string; hold: string | Date | null }>(
    await db.execute(sql`select coalesce(sum(directory), 0)::text as d,
      coalesce(sum(bookings), 0)::text as b,
      (select min(created_at) from appointments
        where status = 'pending' and confirmed_at is null
          and created_at >= ${holdCutoff(now).toISOString()}::timestamptz) as hold
      from directory_version`),
  );
  const hold = row.hold === null ? null : new Date(row.hold).getTime();
  return {
    version: `${row.d}.${row.b}`,
    minute: Math.floor(now.getTime() / 60_000),
    validUntil: hold === null ? Number.POSITIVE_INFINITY : hold + UNCONFIRMED_HOLD_MINUTES * 60_000,
  };
}

/** The page as the envelope of ADR 082, serialised once for every reader of the cache. */
export const envelopeJson = (page: DoctorPage) => JSON.stringify({ success: true, data: page });
