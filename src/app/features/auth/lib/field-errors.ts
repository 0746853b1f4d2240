import * as v from 'valibot';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The first message for each field, from the same valibot schema the server validates with,
 * so the form and the server's 400 say the same words.
 */
export function fieldErrors<K extends string>(
  schema: v.GenericSchema,
  input: unknown,
): FieldErrors<K> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as K | null;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
