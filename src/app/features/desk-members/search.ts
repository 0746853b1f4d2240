import * as v from 'valibot';
import { dateParam, searchParams } from '#app/lib/search-params';

/**
 * /doctor/desk?practiceId=…&date=…: the cash book's practice and day. Kept apart from the API
 * module: a route's `validateSearch` is in the entry chunk, the API client must not be (ADR 152).
 * A practice that is not one of the doctor's clinics, or a date that does not exist, is dropped.
 */
export const DoctorDeskSearchSchema = searchParams({
  practiceId: v.pipe(v.string(), v.uuid()),
  date: dateParam,
});
export type DoctorDeskSearch = v.InferOutput<typeof DoctorDeskSearchSchema>;
