import * as v from 'valibot';

export const IdSchema = v.pipe(v.string(), v.uuid('Not found'));
export const IdParamSchema = v.object({ id: IdSchema });

/**
 * A number in a query string: text that is not a number is refused with a message naming the
 * parameter; a number out of range is clamped into it (limit=100000 reads as the maximum).
 */
export const queryNumber = (name: string, min: number, max: number, integer = true) =>
  v.pipe(
    v.string(`${name} must be a number`),
    v.trim(),
    v.regex(/^-?\d{1,15}(\.\d{1,15})?$/, `${name} must be a number`),
    v.transform((s) => {
      const n = integer ? Math.floor(Number(s)) : Number(s);
      return Math.min(max, Math.max(min, n));
    }),
  );
