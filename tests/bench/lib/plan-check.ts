import { createRequire } from 'node:module';
import pg from 'pg';

// node-postgres' own conversion of a parameter to the text it sends (untyped, so required).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): unknown;
};

/** The tables whose sequential scan fails the scale bench: they grow with the data. */
export const GROWING_TABLES = ['appointments', 'doctors'] as const;

export type Statement = { text: string; values: unknown[] };
type PlanNode = { 'Node Type'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** The relations a plan (EXPLAIN (FORMAT JSON)'s answer) reads with a Seq Scan, in plan order. */
export function seqScannedTables(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'])
      found.push(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  const roots = (Array.isArray(plan) ? plan : [plan]) as { Plan?: PlanNode }[];
  for (const root of roots) if (root?.Plan) walk(root.Plan);
  return found;
}

/** Reads only: what a GET sends besides (transaction control, settings) is not planned. */
const isQuery = (text: string) => /^\s*(\(?\s*select|with)\b/i.test(text);

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * Records every statement this process sends through node-postgres while `fn` runs (the
 * server's queries, transactions included), with its parameters as sent.
 */
export async function captureStatements(fn: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string')
      statements.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      // drizzle passes its query config and the values beside it.
      statements.push({
        text: config.text,
        values: Array.isArray(second) ? second : (config.values ?? []),
      });
    }
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return statements.filter((s) => isQuery(s.text));
}

export type PlanFinding = { statement: string; seqScans: string[] };

/**
 * EXPLAINs each statement with its own parameters (the extended protocol binds them, so the
 * plan is the one those values get) and names the growing tables it reads by sequential scan.
 */
export async function checkPlans(
  client: pg.ClientBase,
  statements: Statement[],
  tables: readonly string[] = GROWING_TABLES,
): Promise<PlanFinding[]> {
  const findings: PlanFinding[] = [];
  // PREPARE infers each parameter's type; EXECUTE with the values as text literals plans them
  // (a custom plan, as the first executions of a prepared statement get).
  await client.query('set plan_cache_mode = force_custom_plan');
  for (const s of statements) {
    await client.query(`prepare scale_check as ${s.text}`);
    const args = s.values.map((v) => {
      const text = prepareValue(v);
      return text === null || text === undefined ? 'null' : `'${String(text).replace(/'/g, "''")}'`;
    });
    const { rows } = await client
      .query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) execute scale_check${args.length ? `(${args.join(', ')})` : ''}`,
      )
      .finally(() => client.query('deallocate scale_check'));
    const scans = seqScannedTables(rows[0]?.['QUERY PLAN']).filter((t) => tables.includes(t));
    findings.push({ statement: s.text.replace(/\s+/g, ' ').slice(0, 240), seqScans: scans });
  }
  return findings;
}
