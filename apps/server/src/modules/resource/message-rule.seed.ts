import type { DateDirection, MessageCategory, MessageChannel, MessageRecipient } from '@smdp/contracts/resource';
import { sql, type Transaction } from 'kysely';
import type { I18nText } from '../../db/columns';
import type { DB } from '../../db/schema';

type DefaultRule = {
  name: string;
  docType: string;
  recipient: MessageRecipient;
  category: MessageCategory;
  channel?: MessageChannel;
  title: Required<I18nText>;
} & ({ action: string; toState?: string } | { date: { field: string; days: number; direction: DateDirection } });

/** The rules every tenant starts with (issue 15): what a distributor and a requester want to hear of. */
const DEFAULT_MESSAGE_RULES: readonly DefaultRule[] = [
  {
    name: 'Order approved',
    docType: 'order',
    action: 'approve',
    recipient: 'SUBJECT',
    category: 'ORDER',
    title: {
      zh: '订单 {number} 已审批',
      en: 'Order {number} approved',
      fr: 'Commande {number} approuvée',
      ru: 'Заказ {number} одобрен',
      es: 'Pedido {number} aprobado',
      sw: 'Oda {number} imeidhinishwa',
    },
  },
  {
    name: 'Order shipped',
    docType: 'order',
    action: 'ship',
    recipient: 'SUBJECT',
    category: 'ORDER',
    title: {
      zh: '订单 {number} 已发货',
      en: 'Order {number} shipped',
      fr: 'Commande {number} expédiée',
      ru: 'Заказ {number} отгружен',
      es: 'Pedido {number} enviado',
      sw: 'Oda {number} imesafirishwa',
    },
  },
  {
    name: 'Order on credit hold',
    docType: 'order',
    action: 'submit',
    toState: 'ON_HOLD',
    recipient: 'SUBJECT',
    category: 'FINANCE',
    channel: 'IN_APP_AND_SMS',
    title: {
      zh: '订单 {number} 因信用不足被暂挂',
      en: 'Order {number} is on credit hold',
      fr: 'Commande {number} bloquée pour crédit',
      ru: 'Заказ {number} задержан из-за кредита',
      es: 'Pedido {number} retenido por crédito',
      sw: 'Oda {number} imesimamishwa kwa sababu ya mkopo',
    },
  },
  {
    name: 'Receipt approved',
    docType: 'fund_receipt',
    action: 'approve',
    recipient: 'SUBJECT',
    category: 'FINANCE',
    title: {
      zh: '收款单 {number} 已审批入账',
      en: 'Receipt {number} approved and posted',
      fr: 'Encaissement {number} approuvé et comptabilisé',
      ru: 'Поступление {number} одобрено и проведено',
      es: 'Cobro {number} aprobado y contabilizado',
      sw: 'Stakabadhi {number} imeidhinishwa na kuingizwa',
    },
  },
  {
    name: 'Reconciliation issued',
    docType: 'reconciliation',
    action: 'issue',
    recipient: 'SUBJECT',
    category: 'FINANCE',
    title: {
      zh: '对账单 {number} 已发出，请确认',
      en: 'Statement {number} issued: please confirm it',
      fr: 'Relevé {number} émis : merci de le confirmer',
      ru: 'Акт сверки {number} выставлен: подтвердите его',
      es: 'Conciliación {number} emitida: confírmela',
      sw: 'Taarifa {number} imetolewa: tafadhali ithibitishe',
    },
  },
  {
    name: 'Credit change decided',
    docType: 'credit_change',
    action: 'approve',
    recipient: 'CREATOR',
    category: 'APPROVAL',
    title: {
      zh: '您的信用变更申请已批准',
      en: 'Your credit change request was approved',
      fr: 'Votre demande de changement de crédit est approuvée',
      ru: 'Ваша заявка на изменение кредита одобрена',
      es: 'Su solicitud de cambio de crédito fue aprobada',
      sw: 'Ombi lako la mabadiliko ya mkopo limeidhinishwa',
    },
  },
  {
    name: 'Credit change rejected',
    docType: 'credit_change',
    action: 'reject',
    recipient: 'CREATOR',
    category: 'APPROVAL',
    title: {
      zh: '您的信用变更申请被驳回',
      en: 'Your credit change request was rejected',
      fr: 'Votre demande de changement de crédit est rejetée',
      ru: 'Ваша заявка на изменение кредита отклонена',
      es: 'Su solicitud de cambio de crédito fue rechazada',
      sw: 'Ombi lako la mabadiliko ya mkopo limekataliwa',
    },
  },
  {
    name: 'Credit due in 3 days',
    docType: 'order',
    date: { field: 'creditDueDate', days: 3, direction: 'BEFORE' },
    recipient: 'SUBJECT',
    category: 'FINANCE',
    channel: 'IN_APP_AND_SMS',
    title: {
      zh: '订单 {number} 的信用欠款将于 {date} 到期',
      en: 'The credit used on order {number} falls due on {date}',
      fr: 'Le crédit utilisé pour la commande {number} arrive à échéance le {date}',
      ru: 'Кредит по заказу {number} нужно погасить до {date}',
      es: 'El crédito usado en el pedido {number} vence el {date}',
      sw: 'Mkopo uliotumika kwa oda {number} unadaiwa tarehe {date}',
    },
  },
  {
    name: 'Statement answer due tomorrow',
    docType: 'reconciliation',
    date: { field: 'answerBy', days: 1, direction: 'BEFORE' },
    recipient: 'SUBJECT',
    category: 'FINANCE',
    title: {
      zh: '请在 {date} 前确认对账单 {number}',
      en: 'Please confirm statement {number} by {date}',
      fr: 'Merci de confirmer le relevé {number} avant le {date}',
      ru: 'Подтвердите акт сверки {number} до {date}',
      es: 'Confirme la conciliación {number} antes del {date}',
      sw: 'Tafadhali thibitisha taarifa {number} kabla ya {date}',
    },
  },
];

/** Arbitrary constant: the advisory lock that serialises seeding the default rules. */
const DEFAULT_MESSAGE_RULES_LOCK_KEY = 7_310_049;

/** Seeds the default message rules of a tenant once: a tenant with any rule keeps its own. */
export async function seedMessageRules(trx: Transaction<DB>, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${DEFAULT_MESSAGE_RULES_LOCK_KEY})`.execute(trx);
  const any = await trx.selectFrom('messageRule').select('id').where('tenantId', '=', tenantId).executeTakeFirst();
  if (any) return;
  await trx
    .insertInto('messageRule')
    .values(
      DEFAULT_MESSAGE_RULES.map((rule) => ({
        tenantId,
        name: rule.name,
        docType: rule.docType,
        ...('date' in rule
          ? {
              trigger: 'DATE' as const,
              action: null,
              toState: null,
              dateField: rule.date.field,
              dateDays: rule.date.days,
              dateDirection: rule.date.direction,
            }
          : { trigger: 'EVENT' as const, action: rule.action, toState: rule.toState ?? null }),
        recipient: rule.recipient,
        category: rule.category,
        channel: rule.channel ?? 'IN_APP',
        titleI18n: JSON.stringify(rule.title),
        contentI18n: JSON.stringify(rule.title),
        createUser: null,
        createDept: null,
        updateUser: null,
      })),
    )
    .execute();
}
