import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  matchesEtag,
  SearchCache,
  SharedRead,
  searchKey,
} from '#server/modules/doctors/search-cache';
import { DoctorSearchQuerySchema } from '#shared/schemas/doctor';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';

const stamp = (version: string) => ({
  version,
  minute: null,
  validUntil: Number.POSITIVE_INFINITY,
});

describe('shared reads of the directory version', () => {
  it('a request arriving during a read waits for the next read, which all later arrivals share', async () => {
    const pending: ((v: number) => void)[] = [];
    const reader = new SharedRead(() => new Promise<number>((resolve) => pending.push(resolve)));
    const first = reader.read();
    const second = reader.read();
    const third = reader.read();
    expect(pending).toHaveLength(1);
    pending[0](1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    pending[1](2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    const fourth = reader.read();
    expect(pending).toHaveLength(3);
    pending[2](3);
    expect(await fourth).toBe(3);
  });
});

describe('the search cache', () => {
  it('keeps at most its size, dropping the least recently asked', async () => {
    const cache = new SearchCache(2);
    let computed = 0;
    const ask = (key: string) =>
      cache.answer(key, stamp('1'), 0, async () => `${key}:${++computed}`);
    await ask('a');
    await ask('b');
    expect((await ask('a')).cached).toBe(true);
    await ask('c');
    expect(cache.size).toBe(2);
    expect((await ask('a')).cached).toBe(true);
    expect((await ask('b')).cached).toBe(false);
  });

  it('computes once for everyone asking the same thing at the same time', async () => {
    const cache = new SearchCache();
    let computed = 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        cache.answer('k', stamp('1'), 0, async () => `x${++computed}`),
      ),
    );
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('a new version or a passed validity is a miss', async () => {
    const cache = new SearchCache();
    await cache.answer('k', { ...stamp('1'), validUntil: 100 }, 0, async () => 'a');
    expect(
      (await cache.answer('k', { ...stamp('1'), validUntil: 100 }, 50, async () => 'b')).cached,
    ).toBe(true);
    expect(
      (await cache.answer('k', { ...stamp('1'), validUntil: 100 }, 100, async () => 'c')).body,
    ).toBe('c');
    expect((await cache.answer('k', stamp('2'), 0, async () => 'd')).body).toBe('d');
  });

  it('If-None-Match matches a listed, weak or * tag', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('the search cache key', () => {
  it('tells searches apart by city and mode (ADR 112), whatever the order of the query', () => {
    const key = (query: Record<string, string>) =>
      searchKey(v.parse(DoctorSearchQuerySchema, query), DEFAULT_SETTINGS);
    expect(key({ city: 'Lahore' })).not.toBe(key({ city: 'Karachi' }));
    expect(key({ mode: 'video' })).not.toBe(key({}));
    expect(key({ mode: 'video', city: 'Lahore' })).toBe(key({ city: 'Lahore', mode: 'video' }));
  });
});
