import type { Page } from 'playwright-core';

/**
 * The rows of one table of the app's device copy (IndexedDB `mashwara`), as the page sees them
 * now: a journey waits on them before it takes the network away, since a screen shows the
 * server's answer while online and the device copy only offline.
 */
export function deviceRows<T = Record<string, unknown>>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (table) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('mashwara');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    try {
      if (!db.objectStoreNames.contains(table)) return [];
      return await new Promise<T[]>((resolve, reject) => {
        const req = db.transaction(table).objectStore(table).getAll();
        req.onsuccess = () => resolve(req.result as T[]);
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  }, table);
}
