import {
  bodyCases,
  type Case,
  fieldCases,
  IMPOSSIBLE_DATES,
  json,
  undocumentedBodyCases,
} from './body-cases';
import { fieldsOf, isDateLike, type Operation, sampleOf, typeOf } from './openapi';

export type { Case };

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
