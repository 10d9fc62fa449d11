import { type RawBuilder, sql } from 'kysely';
import type { Language } from '../../platform/i18n/languages';
import { ADMIN_TENANT } from '../../platform/tenancy';

/**
 * The name of a dictionary entry (`code`, key `key`: a text column, or a text expression) in `lang`: the tenant's own entry (`tenantColumn`),
 * else the platform's; the key itself when neither has it. A correlated subquery over columns of the outer row.
 */
export const dictLabel = (
  code: string,
  key: string | RawBuilder<string>,
  tenantColumn: string,
  lang: Language,
): RawBuilder<string> => {
  const keyText = typeof key === 'string' ? sql.ref(key) : key;
  return sql<string>`coalesce((
    select coalesce(nullif(d.dict_value_i18n->>${lang}::text, ''), d.dict_value) from blade_dict d
    where d.code = ${code} and d.parent_id <> 0 and d.dict_key = ${keyText} and d.is_deleted = 0
      and d.tenant_id in (${sql.ref(tenantColumn)}, ${ADMIN_TENANT})
    order by d.tenant_id = ${sql.ref(tenantColumn)} desc limit 1), ${keyText})`;
};
