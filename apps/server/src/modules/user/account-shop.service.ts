import type { AccountShopStatus } from '@smdp/contracts/user';
import type { Database } from '../../platform/db/database';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { shopCountsOf } from '../store';
import { shopEnabledOf } from '../system';
import { userDetail } from './account-list.service';
import type { Manager } from './account-manager';

/** Whether stores apply to an account: the company's store feature and its customer's stores. */
export async function accountShopStatus(
  db: Database,
  caller: Caller,
  manager: Manager,
  userId: string,
  lang: Language,
): Promise<AccountShopStatus> {
  const user =
    userId === caller.userId
      ? { id: caller.userId, customerId: caller.customerId }
      : await userDetail(db, caller, manager, userId, lang);
  const [shopEnabled, shops] = await Promise.all([
    shopEnabledOf(db, caller.tenantId),
    user.customerId ? shopCountsOf(db, caller.tenantId, user.customerId) : { total: 0, active: 0 },
  ]);
  return {
    userId: user.id,
    customerId: user.customerId,
    shopEnabled,
    shopCount: shops.total,
    activeShopCount: shops.active,
  };
}
