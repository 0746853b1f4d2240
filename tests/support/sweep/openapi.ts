import { randomUUID } from 'node:crypto';

/** The part of JSON Schema that /api/openapi.json uses. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  /** A key GET answers and PUT ignores (ADR 145). */
  readOnly?: boolean;
};

export type Param = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

/** One method on one path of the document, with what it takes. */
export type Operation = {
  method: string;
  /** As documented, relative to the API's base (/auth/login, /appointments/{id}/cancel). */
  path: string;
  params: Param[];
  /** The JSON body's schema, when the operation documents one. */
  body?: JsonSchema;
  /** A body of another kind (form, upload): only text the guard refuses is sent. */
  otherBody: boolean;
};

export type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in as Param['in'],
          required: p.in === 'path' || p.required === true,
          schema: p.schema ?? { type: 'string' },
        }));
      // A path parameter the document does not list is still a parameter.
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        if (!params.some((p) => p.in === 'path' && p.name === name)) {
          params.push({ name, in: 'path', required: true, schema: { type: 'string' } });
        }
      }
      return {
        method: method.toUpperCase(),
        path,
        params,
        body: content['application/json']?.schema,
        otherBody: Object.keys(content).some((media) => media !== 'application/json'),
      };
    }),
  );
}

/** The branch of a union a client would normally send (the first one that is not null). */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return mainBranch(union.find((s) => s.type !== 'null') ?? union[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(mainBranch));
  return schema;
}

export const typeOf = (schema: JsonSchema) => {
  const s = mainBranch(schema);
  if (s.const !== undefined) return typeof s.const;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type) return type === 'integer' ? 'number' : type;
  if (s.properties) return 'object';
  if (s.enum) return typeof s.enum[0];
  return 'string';
};

/** Looks like a date or a time by its format or its name (startTime, dateOfBirth, before). */
export const isDateLike = (name: string, schema: JsonSchema) =>
  mainBranch(schema).format?.startsWith('date') === true ||
  /date|time|before|after|^(from|to|since|until)$/i.test(name);

const STRING_CANDIDATES = [
  '09:00',
  'Sweep Tester',
  'sweep@example.pk',
  'abcdefghijklmnopqrstuvwxyz_12345',
  '1',
];

/** A plausible value for a schema: what a well-behaved client would send. */
export function sampleOf(schema: JsonSchema, name = ''): unknown {
  const s = mainBranch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((e) => e !== '') ?? s.enum[0];
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, child]) => [key, sampleOf(child, key)]),
      );
    case 'array':
      return Array.isArray(s.items)
        ? s.items.map((item) => sampleOf(item, name))
        : s.items
          ? [sampleOf(s.items, name)]
          : [];
    case 'number':
      return Math.min(s.maximum ?? Number.MAX_SAFE_INTEGER, Math.max(s.minimum ?? 1, 1));
    case 'boolean':
      return true;
    default:
      return sampleString(s, name);
  }
}

function sampleString(s: JsonSchema, name: string): string {
  if (s.format === 'date-time') return new Date(Date.now() + 3 * 86_400_000).toISOString();
  if (s.format === 'uuid' || /id$/i.test(name)) return randomUUID();
  if (s.format === 'email' || /email/i.test(name)) return 'sweep@example.pk';
  if (/date/i.test(name)) return '2030-01-15';
  const pattern = s.pattern ? new RegExp(s.pattern, 'u') : undefined;
  const fits = (c: string) =>
    (!pattern || pattern.test(c)) &&
    c.length >= (s.minLength ?? 0) &&
    c.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

export type Field = { path: (string | number)[]; schema: JsonSchema; required: boolean };

/** Every field of a body, nested objects and the first item of each list included. */
export function fieldsOf(schema: JsonSchema, prefix: (string | number)[] = []): Field[] {
  const s = mainBranch(schema);
  const type = typeOf(s);
  if (type === 'object') {
    // A read-only key takes anything and is ignored (ADR 145): no value of it can be refused.
    const fields = Object.entries(s.properties ?? {}).filter(([, child]) => !child.readOnly);
    return fields.flatMap(([key, child]) => [
      { path: [...prefix, key], schema: child, required: s.required?.includes(key) ?? false },
      ...fieldsOf(child, [...prefix, key]),
    ]);
  }
  if (type === 'array' && s.items) {
    const items = Array.isArray(s.items) ? s.items : [s.items];
    return items.flatMap((item, i) => [
      { path: [...prefix, i], schema: item, required: true },
      ...fieldsOf(item, [...prefix, i]),
    ]);
  }
  return [];
}
