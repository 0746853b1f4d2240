import type { Page } from 'playwright-core';

/**
 * Where on the device (IndexedDB, Cache Storage, localStorage) any of the strings appear, as
 * "where: needle" lines. Used before sign-out (to prove the probe sees the data) and after.
 */
export function leftovers(page: Page, needles: string[]): Promise<string[]> {
  return page.evaluate(async (needles) => {
    const found: string[] = [];
    const check = (where: string, text: string) => {
      for (const n of needles) if (text.includes(n)) found.push(`${where}: ${n}`);
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
        });
        check(`indexedDB ${name}/${store}`, JSON.stringify(rows));
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const body = (await (await cache.match(request))?.text()) ?? '';
        check(`cache ${cacheName} ${request.url}`, request.url + body);
      }
    }
    check('localStorage', JSON.stringify({ ...localStorage }));
    return found;
  }, needles);
}
