import { SHARED } from './shared';

/** The change kinds an administrator's screens queue (start.ts): the shared ones. */
export const KINDS = SHARED;
