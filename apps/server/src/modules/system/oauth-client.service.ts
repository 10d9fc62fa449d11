import type { Page, PageQuery } from '@smdp/contracts';
import { type ClientInput, MASKED_SECRET, type OAuthClient } from '@smdp/contracts/system';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Session } from '../../platform/auth/tokens';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { generateClientSecret, hashClientSecret } from '../auth';

/** An OAuth client as administrators see it: never its secret, which only its digest is kept of. */
export type OAuthClientRecord = OAuthClient;

/** Returned by creation and secret reset only: the one time the secret is ever shown. */
export type ClientWithSecret = OAuthClientRecord & { clientSecret: string };

export type OAuthClientInput = z.output<typeof ClientInput>;

/** The caller and the client its session was signed in through. */
/** Client changes must know which OAuth client the caller signed in with (it may not remove its own). */
type ClientCaller = Caller & Pick<Session, 'clientId'>;

const COLUMNS = [
  'id',
  'clientId',
  'scope',
  'authorizedGrantTypes',
  'accessTokenValidity',
  'refreshTokenValidity',
  'status',
  'version',
  'createTime',
  'webServerRedirectUri',
  'resourceIds',
  'authorities',
  'autoapprove',
  'additionalInformation',
] as const;
const BLADEX_FIELDS = [
  'webServerRedirectUri',
  'resourceIds',
  'authorities',
  'autoapprove',
  'additionalInformation',
] as const;

/** A secret is stored only hashed and shown once; every other answer carries the mask in its place. */
const masked = <Row>(row: Row) => ({ ...row, clientSecret: MASKED_SECRET });
const FILTERS = { clientId: 'client_id', status: 'status', createTime: 'create_time' };
const SORTABLE = { clientId: 'client_id', createTime: 'create_time' };

export async function listClients(
  db: Database,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<OAuthClientRecord>> {
  const query = db.selectFrom('bladeClient').select(COLUMNS).where('isDeleted', '=', 0);
  const found = await paginate(applyFilters(query, filters, FILTERS, zone), page, SORTABLE, {
    column: 'client_id',
    direction: 'asc',
  });
  return { ...found, records: found.records.map(masked) };
}

export async function clientDetail(db: Kysely<DB>, id: string): Promise<OAuthClientRecord> {
  const row = await db
    .selectFrom('bladeClient')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound();
  return masked(row);
}

/**
 * Creates a client with a generated secret (returned this once), or updates one at its current
 * `version`. The client id is fixed once created. The client the caller is signed in through keeps
 * its grant types and stays enabled, so nobody can lock the web application out by accident.
 */
export async function saveClient(
  db: Database,
  caller: ClientCaller,
  input: OAuthClientInput,
  ip?: string,
): Promise<OAuthClientRecord | ClientWithSecret> {
  const values = {
    scope: input.scope,
    authorizedGrantTypes: input.authorizedGrantTypes.join(','),
    accessTokenValidity: input.accessTokenValidity,
    refreshTokenValidity: input.refreshTokenValidity,
    status: input.status,
    // Only what a BladeX client sent: our web app's form has none of these and must not clear them.
    ...Object.fromEntries(
      BLADEX_FIELDS.flatMap((field) => (input[field] === undefined ? [] : [[field, input[field]]])),
    ),
  };
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'bladeClient',
          { id: input.id, version: input.version ?? 0 },
          values,
          { userId: caller.userId },
        );
        const ownClient = before.clientId === caller.clientId;
        if (ownClient && (after.status !== before.status || after.authorizedGrantTypes !== before.authorizedGrantTypes))
          throw badRequest('clientInUse');
        await recordAudit(trx, caller, { action: 'update', entity: 'client', entityId: input.id, before, after }, ip);
        return clientDetail(trx, input.id);
      }
      const clientSecret = generateClientSecret();
      const { id } = await trx
        .insertInto('bladeClient')
        .values({
          ...values,
          clientId: input.clientId,
          clientSecretHash: hashClientSecret(clientSecret),
          createUser: caller.userId,
          updateUser: caller.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await clientDetail(trx, id);
      await recordAudit(trx, caller, { action: 'create', entity: 'client', entityId: id, after: created }, ip);
      return { ...created, clientSecret };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('clientIdTaken', { clientId: input.clientId });
    throw error;
  }
}

/** Replaces a client's secret with a new one, returned this once; the old one stops working at once. */
export async function resetClientSecret(
  db: Database,
  caller: ClientCaller,
  id: string,
  ip?: string,
): Promise<ClientWithSecret> {
  return db.transaction().execute(async (trx) => {
    const current = await clientDetail(trx, id);
    if (current.clientId === caller.clientId) throw badRequest('clientInUse');
    const clientSecret = generateClientSecret();
    const { before, after } = await updateVersioned(
      trx,
      'bladeClient',
      { id, version: current.version },
      { clientSecretHash: hashClientSecret(clientSecret) },
      { userId: caller.userId },
    );
    await recordAudit(trx, caller, { action: 'resetSecret', entity: 'client', entityId: id, before, after }, ip);
    return { ...(await clientDetail(trx, id)), clientSecret };
  });
}

export async function removeClients(db: Database, caller: ClientCaller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('bladeClient')
      .select('id')
      .where('id', 'in', ids)
      .where('clientId', '=', caller.clientId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (own) throw badRequest('clientInUse');
    const removed = await softRemove(trx, 'bladeClient', ids, { userId: caller.userId });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'client', entityId: removed.map((row) => row.id) },
        ip,
      );
    }
    return removed.length;
  });
}
