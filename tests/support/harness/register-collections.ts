import { syncEngine } from '#app/offline/outbox';
import { collectionsFor } from '#app/offline/role-collections';

/**
 * Registers the collections of `role` (every role's when none is given) with the engine, as the
 * start does for the signed-in role (`startOffline`); idempotent.
 */
export async function registerCollections(role?: string): Promise<void> {
  for (const collection of await collectionsFor(role)) syncEngine.registerCollection(collection);
}
