import type { Database } from '../../platform/db/database';
import type { Language } from '../../platform/i18n/languages';
import { localized } from './localized';

export type DictItem = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string | null;
};

/** The entries of one dictionary (the rows under its parent row), values in the caller's language. */
export async function dictionaryOf(db: Database, code: string, lang: Language): Promise<DictItem[]> {
  const rows = await db
    .selectFrom('bladeDict')
    .select(['id', 'parentId', 'code', 'dictKey', 'dictValue', 'dictValueI18n', 'sort', 'remark'])
    .where('code', '=', code)
    .where('parentId', '<>', '0')
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(({ dictValueI18n, ...row }) => ({
    ...row,
    dictValue: localized(dictValueI18n, lang, row.dictValue),
  }));
}
