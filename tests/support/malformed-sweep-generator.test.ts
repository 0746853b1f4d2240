import { describe, expect, it } from 'vitest';
import { casesFor } from './sweep/cases';
import { type OpenApi, operationsOf } from './sweep/openapi';

/** A route the sweep has never seen: path and query parameters, a nested body. */
const DOC: OpenApi = {
  paths: {
    '/admin/users/{id}/notes/{noteId}': {
      patch: {
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'string' } },
          { in: 'query', name: 'page', schema: { type: 'string', pattern: '^\\d+$' } },
          { in: 'query', name: 'since', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['text', 'tags'],
                properties: {
                  text: { type: 'string', maxLength: 500 },
                  tags: { type: 'array', items: { type: 'string' } },
                  meta: {
                    anyOf: [
                      { type: 'object', properties: { pinned: { type: 'boolean' } } },
                      { type: 'null' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    '/auth/profile': {
      put: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  {
                    type: 'object',
                    required: ['name'],
                    properties: { name: { type: 'string' }, phone: { type: 'string' } },
                  },
                  { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
                ],
              },
            },
          },
        },
      },
    },
  },
};

describe('the malformed-input sweep generator', () => {
  const [notes, profile] = operationsOf(DOC);
  const cases = casesFor(notes);
  const labels = cases.map((c) => c.label);

  it('finds path parameters the document lists and those it only names in the path', () => {
    expect(notes.params.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
      'id',
      'noteId',
    ]);
    expect(labels).toContain('path noteId = not-an-id');
    expect(cases.find((c) => c.label === 'path id = %00')?.url).toMatch(
      /^\/admin\/users\/%00\/notes\/[^/?]+\?since=/,
    );
  });

  it('sends a required query parameter in every case but its own "missing" one', () => {
    const missing = cases.find((c) => c.label === 'query since: missing');
    expect(missing?.url).not.toContain('since=');
    expect(cases.filter((c) => c !== missing).every((c) => c.url.includes('since='))).toBe(true);
    expect(labels).toContain('query page: NUL');
    expect(labels).toContain('query since: repeated');
  });

  it('gives every field, nested ones included, its own malformed values', () => {
    for (const field of ['text', 'tags', 'tags.0', 'meta', 'meta.pinned']) {
      expect(
        labels.some((l) => l.startsWith(`${field}:`)),
        field,
      ).toBe(true);
    }
    const nul = cases.find((c) => c.label === 'tags.0: NUL');
    expect(JSON.parse(nul?.body?.text ?? '{}').tags[0]).toContain('\u0000');
    expect(labels).toContain('text: 1 MB');
    expect(labels).toContain('text: missing');
    // null is a value `meta` accepts, so it is not sent as a wrong type.
    expect(labels).not.toContain('meta: wrong type null');
  });

  it('breaks a field every branch requires when a field is only in some branches', () => {
    const phone = casesFor(profile).find((c) => c.label === 'phone: NUL');
    expect(JSON.parse(phone?.body?.text ?? '{}')).not.toHaveProperty('name');
    const name = casesFor(profile).find((c) => c.label === 'name: NUL');
    expect(JSON.parse(name?.body?.text ?? '{}')).toHaveProperty('phone');
  });
});
