import type { CollectionSource } from '../types';
import { ACCOUNT } from './account';

/** The administrator's mirrored collections (role-collections.ts): their own account only. */
export const COLLECTIONS: readonly CollectionSource[] = ACCOUNT;
