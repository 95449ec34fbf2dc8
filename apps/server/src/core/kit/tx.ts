import type { Db } from '../../db/client.ts';

/** A transaction handle: it reads and writes like the database. */
export type Tx = Db;

/** Runs `fn` in one transaction: every write in it lands together or not at all. */
export const inTx = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx));
