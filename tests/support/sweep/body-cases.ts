import {
  type Field,
  fieldsOf,
  isDateLike,
  type JsonSchema,
  mainBranch,
  type Operation,
  sampleOf,
  typeOf,
} from './openapi';

/** One malformed request: a label for the report and what to send. */
export type Case = {
  label: string;
  /** Path with its parameters filled in, already percent-encoded, and the raw query string. */
  url: string;
  body?: { text: string; contentType: string };
  /** Field cases go only to callers allowed past the route's role check (see the sweep). */
  perField: boolean;
};

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
/** A megabyte of text: just under the 1 MB body limit once wrapped in JSON. */
const MEGABYTE = 'x'.repeat(1_000_000);
const DEPTH = 20_000;
const deep = () => `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
export const IMPOSSIBLE_DATES = [
  '2026-11-31T04:00:00.000Z',
  '2026-02-29',
  '2025-02-30',
  '2026-13-01',
];

const PLACEHOLDER = '"__SWEEP_PLACEHOLDER__"';
export const json = (value: unknown) => ({
  text: JSON.stringify(value),
  contentType: 'application/json',
});

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false) {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

const nullable = (schema: JsonSchema) =>
  (schema.anyOf ?? schema.oneOf ?? []).some((s) => s.type === 'null') ||
  (Array.isArray(schema.type) && schema.type.includes('null'));

/** Values of another type than the field's: never acceptable. */
function wrongTypes(schema: JsonSchema): unknown[] {
  const byType: Record<string, unknown[]> = {
    string: [12345, true, { a: 1 }, ['x']],
    number: ['12', true, [], 'NaN'],
    boolean: ['true', 0, {}],
    object: ['text', [], 7],
    array: ['text', { a: 1 }, 7, [[[]]]],
  };
  const values = [...(byType[typeOf(schema)] ?? byType.string)];
  if (!nullable(schema)) values.push(null);
  return values;
}

/**
 * A body whose schema depends on the caller (a union at the root, such as PUT /auth/profile):
 * a field one caller's branch lacks is ignored for that caller, so the rest of the sample would
 * be saved. Cases on such fields also leave out a field every branch requires.
 */
function commonRequired(schema: JsonSchema): string | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return undefined;
  const [first, ...rest] = branches.map((b) => mainBranch(b).required ?? []);
  return first?.find((key) => rest.every((r) => r.includes(key)));
}

function inEveryBranch(schema: JsonSchema, key: string | number) {
  const branches = schema.anyOf ?? schema.oneOf;
  return !branches || branches.every((b) => key in (mainBranch(b).properties ?? {}));
}

export function fieldCases(op: Operation, base: unknown, field: Field, url: string): Case[] {
  const name = String(field.path[field.path.length - 1]);
  const label = (what: string) => `${field.path.join('.')}: ${what}`;
  const root = op.body as JsonSchema;
  const alsoDrop = inEveryBranch(root, field.path[0]) ? undefined : commonRequired(root);
  const cases: Case[] = [];
  const add = (what: string, value: unknown, remove = false) => {
    const body = setAt(base, field.path, value, remove);
    cases.push({
      label: label(what),
      url,
      body: json(alsoDrop ? setAt(body, [alsoDrop], undefined, true) : body),
      perField: true,
    });
  };
  for (const value of wrongTypes(field.schema)) add(`wrong type ${JSON.stringify(value)}`, value);
  if (field.required) add('missing', undefined, true);
  if (typeOf(field.schema) === 'string' && !mainBranch(field.schema).enum) {
    const sample = String(sampleOf(field.schema, name));
    add('NUL', `${sample}${NUL}`);
    add('lone surrogate', `${sample}${LONE_SURROGATE}`);
    add('control character', `${sample}\u0007`);
    add('1 MB', MEGABYTE);
    if (isDateLike(name, field.schema))
      for (const d of IMPOSSIBLE_DATES) add(`impossible date ${d}`, d);
  }
  if (op.body && field.path.length === 1 && cases.length > 0) {
    const text = JSON.stringify(setAt(base, field.path, '__SWEEP_PLACEHOLDER__')).replace(
      PLACEHOLDER,
      deep(),
    );
    cases.push({
      label: label('nested 20,000 deep'),
      url,
      body: { text, contentType: 'application/json' },
      perField: true,
    });
  }
  return cases;
}

/** What is wrong with the body as a whole: not JSON, not an object, nothing, extra keys, too big. */
export function bodyCases(op: Operation, base: unknown, url: string): Case[] {
  const schema = op.body as JsonSchema;
  const required = fieldsOf(schema).filter((f) => f.required && f.path.length === 1);
  const first = fieldsOf(schema).find((f) => f.path.length === 1);
  // Extra keys ride on a request that is wrong anyway, so a valid sample can never be stored.
  const broken = required[0]
    ? setAt(base, required[0].path, undefined, true)
    : first
      ? setAt(base, first.path, wrongTypes(first.schema)[0])
      : base;
  const extra = JSON.stringify({
    ...(broken as object),
    role: 'admin',
    isVerified: true,
    status: 'active',
  }).replace(
    /^\{/,
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},',
  );
  const cases: Case[] = [
    {
      label: 'not JSON',
      url,
      body: { text: '{"unterminated', contentType: 'application/json' },
      perField: false,
    },
    {
      label: 'JSON sent as text/plain',
      url,
      body: { text: '{}', contentType: 'text/plain' },
      perField: false,
    },
    { label: 'body is a list', url, body: json([base]), perField: false },
    { label: 'body is a string', url, body: json('text'), perField: false },
    { label: 'body is null', url, body: json(null), perField: false },
    {
      label: 'extra and prototype keys',
      url,
      body: { text: extra, contentType: 'application/json' },
      perField: true,
    },
    {
      label: 'nested 20,000 deep',
      url,
      body: { text: deep(), contentType: 'application/json' },
      perField: false,
    },
    {
      label: 'over the 1 MB limit',
      url,
      body: json({ padding: `${MEGABYTE}${MEGABYTE}` }),
      perField: false,
    },
  ];
  if (required.length > 0)
    cases.push({ label: 'empty object', url, body: json({}), perField: true });
  return cases;
}

/** Text no route may accept, sent to operations that document no JSON body. */
export function undocumentedBodyCases(url: string): Case[] {
  return [
    { label: 'JSON body with NUL', url, body: json({ text: NUL }), perField: false },
    {
      label: 'JSON body with a lone surrogate',
      url,
      body: json({ [LONE_SURROGATE]: 'x' }),
      perField: false,
    },
    {
      label: 'JSON body nested 20,000 deep',
      url,
      body: { text: deep(), contentType: 'application/json' },
      perField: false,
    },
    {
      label: 'form body with NUL',
      url,
      body: { text: 'ref=%00&outcome=success', contentType: 'application/x-www-form-urlencoded' },
      perField: false,
    },
  ];
}
