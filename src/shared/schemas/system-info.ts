import * as v from 'valibot';

/** GET /admin/system: the System Information card, from the running server (ADR 002). */
export const SystemInfoSchema = v.object({
  version: v.string(),
  uptimeSeconds: v.number(),
  /** Null when the database did not answer. */
  databaseBytes: v.nullable(v.number()),
  status: v.picklist(['active', 'degraded']),
});
export type SystemInfo = v.InferOutput<typeof SystemInfoSchema>;
