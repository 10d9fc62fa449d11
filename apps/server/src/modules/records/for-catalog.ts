import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What the catalog module reads of records: which of `ids` are live attachments of the tenant of `contentTypes`. */
export async function liveAttachmentIds(
  trx: Transaction<DB>,
  tenantId: string,
  ids: string[],
  contentTypes: readonly string[],
): Promise<string[]> {
  const found = await trx
    .selectFrom('bladeAttach')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .where('isDeleted', '=', 0)
    .where('contentType', 'in', contentTypes)
    .execute();
  return found.map((row) => row.id);
}
