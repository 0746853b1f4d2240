import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-graph';

/*
 * Comments and test names cite decision records (`ADR 012`) or `/api/openapi.json`. A citation of
 * something a clone does not have (the old specification's numbered decisions or sections, or a
 * Markdown file outside the repository) leaves the reader with nothing to open;
 * docs/decisions/citation-map.md translates the old ones.
 */
const OUTSIDE = [/\bD\d{1,2}\b/, /\bsections? \d/i];
const MARKDOWN = /\b([\w-]+\.md)\b/g;

/** The Markdown files the repository has, by name: the ones a comment may cite. */
function markdownNames(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownNames(posix.join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [entry.name]
        : [],
  );
}
const OURS = new Set(['README.md', ...markdownNames('docs')]);

const citesOutside = (line: string) =>
  OUTSIDE.some((pattern) => pattern.test(line)) ||
  [...line.matchAll(MARKDOWN)].some((m) => !OURS.has(m[1]!));

const CODE = /\.(ts|tsx|mts|css|html)$/;

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return CODE.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

describe('citations', () => {
  it('name only what the repository has', () => {
    const found = ['src', 'sw', 'tests'].flatMap(files).flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, i) => (citesOutside(line) ? [`${path}:${i + 1} ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
