import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zip } from './zip';

/** Reads the archive back through its central directory, as an unzip tool does. */
function unzip(archive: Buffer) {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + archive.readUInt16LE(local + 26);
    files[name] = inflateRawSync(archive.subarray(start, start + size)).toString('utf8');
    at += 46 + nameLength;
  }
  return files;
}

describe('zip', () => {
  it('holds each file under its name, readable back through the central directory', () => {
    const archive = zip(
      [
        { name: 'data.json', content: '{"name":"عائشہ"}' },
        { name: 'data.html', content: '<h1>Your data</h1>'.repeat(50) },
      ],
      new Date('2026-11-26T06:00:00Z'),
    );
    expect(unzip(archive)).toEqual({
      'data.json': '{"name":"عائشہ"}',
      'data.html': '<h1>Your data</h1>'.repeat(50),
    });
  });
});
