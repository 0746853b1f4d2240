import { describe, expect, it } from 'vitest';
import { unzip } from '#tests/support/unzip';
import { zip } from './zip';

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
