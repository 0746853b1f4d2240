import type * as v from 'valibot';
import { pageParam, searchParams } from '#app/lib/search-params';

/**
 * /admin/contact-messages?page=…: the route's search schema, kept apart from the API module
 * because a route's `validateSearch` is in the entry chunk, and the API client must not be.
 */
export const ContactMessagesSearchSchema = searchParams({ page: pageParam });
export type ContactMessagesSearch = v.InferOutput<typeof ContactMessagesSearchSchema>;
