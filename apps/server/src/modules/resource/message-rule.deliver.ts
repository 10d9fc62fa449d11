import type { MessageChannel } from '@smdp/contracts/resource';
import type { Selectable, Transaction } from 'kysely';
import type { I18nText } from '../../db/columns';
import type { DB } from '../../db/schema';
import { DEFAULT_LANGUAGE } from '../../platform/i18n/languages';
import { normalizePhone, queueRuleSms, type RuleSms } from '../records';
import { accountMobiles } from '../user';
import type { MessageRuleTable } from './resource.tables';

export type Rule = Selectable<MessageRuleTable>;

/** One rule firing on one document: an event's move, or a date the daily scan reached. */
export type RuleHit = {
  rule: Rule;
  tenantId: string;
  refType: string;
  refId: string;
  /** `{number}`, `{state}` and `{date}` of the texts. */
  number: string | null;
  state: string | null;
  date: string | null;
  /** The party the document concerns, the party acting next, the account that made it. */
  subject: string | null;
  actor: string | null;
  creator: string | null;
  /** Who caused it (the event's account); null for the scan. */
  by: string | null;
};

const IN_APP_CHANNELS: readonly MessageChannel[] = ['IN_APP', 'IN_APP_AND_SMS'];
const SMS_CHANNELS: readonly MessageChannel[] = ['SMS', 'IN_APP_AND_SMS'];

/**
 * Writes what the hits send, in the caller's transaction: an in-app message per hit whose channel has
 * IN_APP, and a queued text to each distinct mobile of the recipient's accounts per hit whose channel
 * has SMS. Returns the counts.
 */
export async function deliverRuleMessages(
  trx: Transaction<DB>,
  hits: readonly RuleHit[],
): Promise<{ inApp: number; sms: number }> {
  const inApp = hits.filter((hit) => IN_APP_CHANNELS.includes(hit.rule.channel)).flatMap(inAppMessage);
  if (inApp.length) await trx.insertInto('bladeMessage').values(inApp).execute();
  const texts = await ruleTexts(
    trx,
    hits.filter((hit) => SMS_CHANNELS.includes(hit.rule.channel)),
  );
  return { inApp: inApp.length, sms: await queueRuleSms(trx, texts) };
}

function inAppMessage(hit: RuleHit) {
  const recipient = recipientOf(hit);
  if (!recipient) return [];
  const title = filled(hit.rule.titleI18n, hit);
  const content = filled(hit.rule.contentI18n, hit);
  return [
    {
      tenantId: hit.tenantId,
      recipientUserId: recipient.userId,
      recipientCustomerId: recipient.customerId,
      category: hit.rule.category,
      title: title.en ?? Object.values(title)[0] ?? hit.rule.name,
      content: content.en ?? Object.values(content)[0] ?? '',
      titleI18n: JSON.stringify(title),
      contentI18n: JSON.stringify(content),
      refType: hit.refType,
      refId: hit.refId,
      createUser: hit.by,
      updateUser: hit.by,
    },
  ];
}

/** The texts of the SMS hits: one per distinct mobile of the recipient's accounts, per hit. */
async function ruleTexts(trx: Transaction<DB>, hits: readonly RuleHit[]): Promise<RuleSms[]> {
  const texts: RuleSms[] = [];
  for (const tenantId of new Set(hits.map((hit) => hit.tenantId))) {
    const ofTenant = hits.flatMap((hit) => {
      const recipient = hit.tenantId === tenantId ? recipientOf(hit) : null;
      return recipient ? [{ hit, recipient }] : [];
    });
    const mobiles = await accountMobiles(trx, tenantId, {
      userIds: ofTenant.flatMap(({ recipient }) => (recipient.userId ? [recipient.userId] : [])),
      customerIds: ofTenant.flatMap(({ recipient }) => (recipient.customerId ? [recipient.customerId] : [])),
    });
    for (const { hit, recipient } of ofTenant) {
      const reached = mobiles.filter((mobile) =>
        recipient.userId ? mobile.userId === recipient.userId : mobile.customerId === recipient.customerId,
      );
      const text = smsText(hit);
      // Two accounts sharing one number get one text.
      for (const phone of new Set(reached.map((mobile) => normalizePhone(mobile.phone)))) {
        texts.push({ tenantId, phone, text, createUser: hit.by });
      }
    }
  }
  return texts;
}

/**
 * The body (else the title) in one language. Accounts keep no language of their own yet, so the text
 * is in the portal's default language when the rule has it, else in the first language it has.
 */
function smsText(hit: RuleHit): string {
  const pick = (texts: I18nText) => texts[DEFAULT_LANGUAGE] ?? Object.values(texts)[0];
  return pick(filled(hit.rule.contentI18n, hit)) ?? pick(filled(hit.rule.titleI18n, hit)) ?? hit.rule.name;
}

/** A customer party reaches every account of it; a creator is one account. Null: nobody to tell. */
function recipientOf(hit: RuleHit): { userId: string | null; customerId: string | null } | null {
  switch (hit.rule.recipient) {
    case 'SUBJECT':
      return hit.subject ? { customerId: hit.subject, userId: null } : null;
    case 'ACTOR':
      return hit.actor ? { customerId: hit.actor, userId: null } : null;
    case 'CREATOR':
      return hit.creator ? { userId: hit.creator, customerId: null } : null;
  }
}

/** `{number}`, `{state}` and `{date}` in every language's text; empty languages are left out. */
function filled(texts: I18nText, hit: RuleHit): I18nText {
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([, text]) => text?.trim())
      .map(([lang, text]) => [
        lang,
        (text ?? '')
          .replaceAll('{number}', hit.number ?? '')
          .replaceAll('{state}', hit.state ?? '')
          .replaceAll('{date}', hit.date ?? ''),
      ]),
  );
}
