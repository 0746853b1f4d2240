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
const IMPOSSIBLE_DATES = ['2026-11-31T04:00:00.000Z', '2026-02-29', '2025-02-30', '2026-13-01'];
/** Ids in the path that no record has, most of them not ids at all. */
const INVALID_IDS = [
  'not-an-id',
  '%00',
  '%ED%A0%80',
  '%FF',
  "1'%20OR%20'1'%3D'1",
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  'x'.repeat(5000),
];

const PLACEHOLDER = '"__SWEEP_PLACEHOLDER__"';
const json = (value: unknown) => ({ text: JSON.stringify(value), contentType: 'application/json' });

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

function fieldCases(op: Operation, base: unknown, field: Field, url: string): Case[] {
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
function bodyCases(op: Operation, base: unknown, url: string): Case[] {
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
function undocumentedBodyCases(url: string): Case[] {
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

const encode = (value: unknown) => encodeURIComponent(String(value));

/** Every malformed request the sweep sends to one operation. */
export function casesFor(op: Operation): Case[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const pathWith = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name in overrides) return overrides[name];
      const param = pathParams.find((p) => p.name === name);
      return encode(sampleOf(param?.schema ?? { type: 'string' }, name));
    });
  const baseQuery = queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${encode(sampleOf(p.schema, p.name))}`);
  const withQuery = (path: string, parts: string[]) =>
    parts.length ? `${path}?${parts.join('&')}` : path;
  const url = withQuery(pathWith(), baseQuery);
  const base = op.body ? sampleOf(op.body) : undefined;
  const baseBody = op.body ? json(base) : undefined;
  const cases: Case[] = [];

  for (const param of pathParams) {
    for (const id of INVALID_IDS) {
      cases.push({
        label: `path ${param.name} = ${id.slice(0, 40)}`,
        url: withQuery(pathWith({ [param.name]: id }), baseQuery),
        body: baseBody,
        perField: false,
      });
    }
  }
  for (const param of queryParams) {
    const others = baseQuery.filter((q) => !q.startsWith(`${param.name}=`));
    const sample = encode(sampleOf(param.schema, param.name));
    const values: [string, string][] = [
      ['NUL', `${sample}%00`],
      ['invalid UTF-8', `${sample}%ED%A0%80`],
      ['control character', `${sample}%07`],
      ['100 KB', 'x'.repeat(100_000)],
      ['not a choice or number', 'zz%20not-valid'],
    ];
    if (typeOf(param.schema) === 'number')
      values.push(['not finite', '1e999'], ['hexadecimal', '0x10']);
    if (isDateLike(param.name, param.schema))
      for (const d of IMPOSSIBLE_DATES) values.push([`impossible date ${d}`, encode(d)]);
    for (const [what, value] of values) {
      cases.push({
        label: `query ${param.name}: ${what}`,
        url: withQuery(pathWith(), [...others, `${param.name}=${value}`]),
        body: baseBody,
        perField: false,
      });
    }
    cases.push({
      label: `query ${param.name}: repeated`,
      url: withQuery(pathWith(), [...others, `${param.name}=zz`, `${param.name}=zz`]),
      body: baseBody,
      perField: false,
    });
    if (param.required)
      cases.push({
        label: `query ${param.name}: missing`,
        url: withQuery(pathWith(), others),
        body: baseBody,
        perField: false,
      });
  }
  cases.push({
    label: 'unknown query parameter with NUL',
    url: withQuery(pathWith(), [...baseQuery, 'sweep%00=%00']),
    body: baseBody,
    perField: false,
  });

  if (op.body) {
    cases.push(...bodyCases(op, base, url));
    for (const field of fieldsOf(op.body)) cases.push(...fieldCases(op, base, field, url));
  } else if (op.method !== 'GET') {
    cases.push(...undocumentedBodyCases(url));
  }
  return cases;
}
