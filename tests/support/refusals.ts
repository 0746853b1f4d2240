import { expect } from 'vitest';

/** The failure envelope (ADR 082), with the field named in errors[]. */
export function expectRefused(
  res: { status: number; body: { success: boolean; message: string; errors?: unknown[] } },
  message: string,
  path?: string,
) {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBe(message);
  if (path) expect(res.body.errors).toContainEqual({ path, message });
}
