import * as v from 'valibot';

export const IdSchema = v.pipe(v.string(), v.uuid('Not found'));
export const IdParamSchema = v.object({ id: IdSchema });
