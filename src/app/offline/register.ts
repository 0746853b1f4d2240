import { syncEngine } from './outbox';
import type { CollectionSource, SyncKind } from './types';

/**
 * The one registration (ADR 098): the signed-in role's collections (loaded beside the change
 * kinds, `collectionsFor`), and the change kinds the features hand in (offline/ may not import
 * features), before replay starts, so changes queued before a reload go without their screen
 * being opened. Loaded at sign-in only (ADR 056). Returns stop.
 */
export function startOffline(
  collections: readonly CollectionSource[],
  featureKinds: readonly (readonly SyncKind<never, never>[])[],
): () => void {
  for (const collection of collections) syncEngine.registerCollection(collection);
  for (const kind of featureKinds.flat()) syncEngine.registerKind(kind);
  return syncEngine.start();
}
