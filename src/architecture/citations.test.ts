import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-graph';

/*
 * Comments and test names cite decision records (`ADR 012`) or `/api/openapi.json`: a citation of
 * a document a clone does not have (the old specification's "D6", "section 2", `api.md`, the house
 * style) leaves the reader with nothing to open. docs/decisions/citation-map.md translates them.
 */
const OUTSIDE = [
  /\bD\d{1,2}\b/,
  /\bsections? \d/i,
  /\bapi\.md\b/,
  /doctor-and-admin|patient-and-public|decisions\.md|house-style/,
];
const CODE = /\.(ts|tsx|mts|css|html)$/;

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    const skip = entry.name.endsWith('.gen.ts') || entry.name === 'citations.test.ts';
    return CODE.test(entry.name) && !skip ? [path] : [];
  });
}

describe('citations', () => {
  it('name only what the repository has', () => {
    const found = ['src', 'sw', 'tests'].flatMap(files).flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          OUTSIDE.some((pattern) => pattern.test(line)) ? [`${path}:${i + 1} ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
