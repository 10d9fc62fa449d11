import { sql, type Transaction } from 'kysely';
import { ROLE_NAMES } from '../../modules/access/role-names';
import type { DB } from '../schema';
import {
  ADMIN_MESSAGE,
  CUSTOMER_LEVEL_NAMES,
  CUSTOMER_MESSAGES,
  type DemoMessage,
  EARLIER_VERSION_NOTES,
  VERSION_NOTES,
} from './demo-texts';

type Trx = Transaction<DB>;

/** The names the roles had before they were translated; a role renamed since keeps its name. */
const EARLIER_ROLE_NAMES: Record<keyof typeof ROLE_NAMES, string> = {
  administrator: 'administrator',
  staff: 'Company staff',
  customer_primary: 'Customer primary account',
  customer_sub: 'Customer sub-account',
};

/**
 * Databases seeded before the demo texts were translated get them now: only rows that still hold
 * the earlier untranslated text are changed, so what users edited since stays. Runs on every seed,
 * before the `ensure` calls (which then find the rows under their new texts).
 */
export async function translateEarlierDemoRows(trx: Trx): Promise<void> {
  for (const [alias, names] of Object.entries(ROLE_NAMES)) {
    await trx
      .updateTable('bladeRole')
      .set({ roleName: names.en, roleNameI18n: JSON.stringify(names) })
      .where('roleAlias', '=', alias)
      .where('roleName', '=', EARLIER_ROLE_NAMES[alias as keyof typeof ROLE_NAMES])
      .where('isDeleted', '=', 0)
      .execute();
  }
  const recipients = [
    ...CUSTOMER_MESSAGES.map((message) => ({ message, to: 'recipientCustomerId' as const })),
    { message: ADMIN_MESSAGE, to: 'recipientUserId' as const },
  ];
  for (const { message, to } of recipients) {
    await trx
      .updateTable('bladeMessage')
      .set(messageColumns(message))
      .where('title', '=', message.replaces)
      .where(to, 'is not', null)
      .where(sql<boolean>`title_i18n = '{}'::jsonb`)
      .execute();
  }
  await trx
    .updateTable('systemVersion')
    .set(versionColumns())
    .where('versionNumber', '=', '1.0.0')
    .where('updateContent', '=', EARLIER_VERSION_NOTES)
    .execute();
  for (const [code, names] of Object.entries(CUSTOMER_LEVEL_NAMES)) {
    await trx
      .updateTable('customerLevel')
      .set({ nameI18n: JSON.stringify(names) })
      .where('code', '=', code)
      .where('name', '=', names.en)
      .execute();
  }
}

/** A demo message's columns: the English text in the plain columns, every language beside them. */
export const messageColumns = (message: DemoMessage) => ({
  category: message.category,
  title: message.title.en,
  content: message.content.en,
  titleI18n: JSON.stringify(message.title),
  contentI18n: JSON.stringify(message.content),
});

export const versionColumns = () => ({
  updateContent: VERSION_NOTES.en,
  updateContentI18n: JSON.stringify(VERSION_NOTES),
});
