/** How long a small shared table read (dictionaries, tag names) is reused before the database is asked again. */
export const READ_CACHE_MS = 5000;

/**
 * A whole small table that every list page reads (the options of 选项配置, the names of tags), kept a few seconds
 * per database handle. An edit made through this server calls `forget()`, so it shows at once here; other server
 * processes show it within READ_CACHE_MS, as they do permission changes. Writes check against the table itself.
 */
export function readCache<Db extends object, T>(load: (db: Db) => Promise<T>, ttlMs = READ_CACHE_MS) {
  // a handle per database (a transaction is its own handle, so reads inside one are never cached across it)
  let cache = new WeakMap<Db, { at: number; value: Promise<T> }>();
  return {
    get(db: Db): Promise<T> {
      const hit = cache.get(db);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load(db);
      cache.set(db, { at: Date.now(), value });
      value.catch(() => cache.delete(db));
      return value;
    },
    forget(): void {
      cache = new WeakMap();
    },
  };
}
