import type { Page, PageQuery } from '@smdp/contracts';
import type { Registration, RegistrationState } from '@smdp/contracts/records';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { badRequest } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import { translate } from '../../platform/i18n/messages';
import type { Caller } from '../../platform/scope/caller';
import { sendNotices } from '../resource';
import { accountsAs, lockPendingGuests, PENDING_APPROVAL, settleGuests } from '../user';

export type RegistrationRow = Registration & { decidedTime: Date | null; createTime: Date };

/**
 * Guest registrations of the caller's tenant: accounts still waiting (status 2, no decision yet) and
 * every decided one. The user id is the registration's id.
 */
function registrations(db: Database, tenantId: string) {
  return db
    .selectFrom(accountsAs(db, 'u'))
    .leftJoin('userRegistration as r', 'r.userId', 'u.id')
    .leftJoin(accountsAs(db, 'd'), 'd.id', 'r.decidedUser')
    .select([
      'u.id',
      'u.account',
      'u.name',
      'u.oauthId',
      sql<RegistrationState>`coalesce(r.state, 'PENDING')`.as('state'),
      'r.reason',
      'd.account as decidedBy',
      'r.decidedTime',
      'u.createTime',
    ])
    .where('u.tenantId', '=', tenantId)
    .where((eb) =>
      eb.or([eb('r.id', 'is not', null), eb.and([eb('u.status', '=', PENDING_APPROVAL), eb('u.isDeleted', '=', 0)])]),
    );
}

const FILTERS = { account: 'u.account', name: 'u.name', createTime: 'u.create_time', decidedTime: 'r.decided_time' };
const SORTABLE = { account: 'u.account', createTime: 'u.create_time', decidedTime: 'r.decided_time' };

export async function listRegistrations(
  db: Database,
  caller: Caller,
  page: PageQuery,
  filters: Record<string, unknown>,
  state: RegistrationState | undefined,
  zone: string,
): Promise<Page<RegistrationRow>> {
  let query = registrations(db, caller.tenantId);
  if (state === 'PENDING') query = query.where('r.id', 'is', null);
  else if (state) query = query.where('r.state', '=', state);
  return paginate(applyFilters(query, filters, FILTERS, zone), page, SORTABLE, {
    column: 'u.create_time',
    direction: 'desc',
  });
}

/** No decision is recorded for the account yet. */
function undecided(userId: Expression<string>): Expression<SqlBool> {
  const eb = expressionBuilder<DB, never>();
  return eb.not(eb.exists(eb.selectFrom('userRegistration as r').select('r.id').where('r.userId', '=', userId)));
}

type Decision = { state: 'APPROVED' } | { state: 'REJECTED'; reason: string };

/**
 * Approves (activates) or rejects (removes, so the account name is free again) pending registrations
 * of the caller's tenant, each with its decision row, an audit entry and a message to the applicant,
 * all in one transaction. Any id that is not pending in this tenant refuses the whole request.
 */
export async function decideRegistrations(
  db: Database,
  caller: Caller,
  ids: readonly string[],
  decision: Decision,
  lang: Language,
  ip: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const pending = await lockPendingGuests(trx, caller.tenantId, ids, undecided);
    if (pending.length !== new Set(ids).size) throw badRequest('registrationNotPending');
    const approved = decision.state === 'APPROVED';
    await settleGuests(trx, caller, ids, approved);
    const reason = decision.state === 'REJECTED' ? decision.reason : null;
    await trx
      .insertInto('userRegistration')
      .values(
        pending.map((user) => ({
          tenantId: caller.tenantId,
          userId: user.id,
          state: decision.state,
          reason,
          decidedUser: caller.userId,
        })),
      )
      .execute();
    await sendNotices(
      trx,
      caller,
      pending.map((user) => ({
        recipientUserId: user.id,
        category: 'APPROVAL',
        title: translate(approved ? 'registrationApprovedTitle' : 'registrationRejectedTitle', lang),
        content: approved
          ? translate('registrationApprovedContent', lang, { account: user.account })
          : translate('registrationRejectedContent', lang, { account: user.account, reason: reason ?? '' }),
        refType: 'REGISTRATION',
        refId: user.id,
      })),
    );
    await recordAudit(
      trx,
      caller,
      {
        action: approved ? 'approve' : 'reject',
        entity: 'registration',
        entityId: pending.map((user) => user.id),
        before: { state: 'PENDING' },
        after: { state: decision.state, ...(reason ? { reason } : {}) },
      },
      ip,
    );
    return pending.length;
  });
}
