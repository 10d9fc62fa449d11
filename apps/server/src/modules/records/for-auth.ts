import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What sign-in and sign-out write to the records module: the login log and the client's error log. */

export async function writeLoginLog(db: Kysely<DB>, entry: Insertable<DB['loginLog']>): Promise<void> {
  await db.insertInto('loginLog').values(entry).execute();
}

export async function writeClientErrors(db: Kysely<DB>, entries: Insertable<DB['clientErrorLog']>[]): Promise<void> {
  await db.insertInto('clientErrorLog').values(entries).execute();
}
