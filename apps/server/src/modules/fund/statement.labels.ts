import type { AgeingBucket, FundEntryType } from '@smdp/contracts/fund';
import type { Language } from '../../platform/i18n/languages';
import type { Translations } from '../../platform/i18n/translations';

/** The words of a statement's PDF and Excel, in every language (a missing one is a compile error). */
export const STATEMENT_LABELS = {
  title: {
    zh: '往来对账单',
    en: 'Statement of account',
    fr: 'Relevé de compte',
    ru: 'Выписка по счёту',
    es: 'Extracto de cuenta',
    sw: 'Taarifa ya akaunti',
  },
  creditor: { zh: '出具方', en: 'Issued by', fr: 'Émis par', ru: 'Выставил', es: 'Emitido por', sw: 'Imetolewa na' },
  debtor: { zh: '客户', en: 'Customer', fr: 'Client', ru: 'Покупатель', es: 'Cliente', sw: 'Mnunuzi' },
  code: { zh: '编码', en: 'Code', fr: 'Code', ru: 'Код', es: 'Código', sw: 'Msimbo' },
  period: { zh: '期间', en: 'Period', fr: 'Période', ru: 'Период', es: 'Período', sw: 'Kipindi' },
  printed: {
    zh: '打印日期',
    en: 'Printed on',
    fr: 'Imprimé le',
    ru: 'Дата печати',
    es: 'Impreso el',
    sw: 'Imechapishwa',
  },
  date: { zh: '日期', en: 'Date', fr: 'Date', ru: 'Дата', es: 'Fecha', sw: 'Tarehe' },
  entryType: { zh: '类型', en: 'Entry', fr: 'Écriture', ru: 'Операция', es: 'Movimiento', sw: 'Aina' },
  document: { zh: '单据', en: 'Document', fr: 'Document', ru: 'Документ', es: 'Documento', sw: 'Hati' },
  dueDate: {
    zh: '到期日',
    en: 'Due date',
    fr: 'Échéance',
    ru: 'Срок оплаты',
    es: 'Vencimiento',
    sw: 'Tarehe ya kulipa',
  },
  debit: { zh: '借方', en: 'Debit', fr: 'Débit', ru: 'Дебет', es: 'Debe', sw: 'Deni' },
  credit: { zh: '贷方', en: 'Credit', fr: 'Crédit', ru: 'Кредит', es: 'Haber', sw: 'Malipo' },
  balance: { zh: '余额', en: 'Balance', fr: 'Solde', ru: 'Сальдо', es: 'Saldo', sw: 'Salio' },
  opening: {
    zh: '期初余额',
    en: 'Opening balance',
    fr: 'Solde d’ouverture',
    ru: 'Сальдо на начало',
    es: 'Saldo inicial',
    sw: 'Salio la kuanzia',
  },
  totals: { zh: '本期合计', en: 'Totals', fr: 'Totaux', ru: 'Итого', es: 'Totales', sw: 'Jumla' },
  closing: {
    zh: '期末余额',
    en: 'Closing balance',
    fr: 'Solde de clôture',
    ru: 'Сальдо на конец',
    es: 'Saldo final',
    sw: 'Salio la kufunga',
  },
  balanceNote: {
    zh: '余额为正表示客户欠出具方的金额，为负表示出具方欠客户的金额。',
    en: 'A positive balance is what the customer owes the issuer; a negative one what the issuer holds for the customer.',
    fr: 'Un solde positif est ce que le client doit à l’émetteur ; un solde négatif ce que l’émetteur détient pour le client.',
    ru: 'Положительное сальдо — долг покупателя перед выставившим; отрицательное — средства покупателя у выставившего.',
    es: 'Un saldo positivo es lo que el cliente debe al emisor; uno negativo, lo que el emisor tiene a favor del cliente.',
    sw: 'Salio chanya ni kile mnunuzi anachodaiwa na mtoaji; hasi ni kile mtoaji anachoshikilia kwa ajili ya mnunuzi.',
  },
  noLines: {
    zh: '本期无往来记录',
    en: 'No entries in this period',
    fr: 'Aucune écriture sur la période',
    ru: 'За период операций нет',
    es: 'Sin movimientos en el período',
    sw: 'Hakuna maingizo katika kipindi hiki',
  },
  ageing: {
    zh: '账龄（截至 {date}，按逾期天数）',
    en: 'Ageing on {date}, by days past due',
    fr: 'Ancienneté au {date}, par jours de retard',
    ru: 'Старение долга на {date}, по дням просрочки',
    es: 'Antigüedad al {date}, por días de atraso',
    sw: 'Umri wa deni tarehe {date}, kwa siku za kuchelewa',
  },
  ageingTotal: {
    zh: '合计',
    en: 'Total owed',
    fr: 'Total dû',
    ru: 'Всего долг',
    es: 'Total adeudado',
    sw: 'Jumla ya deni',
  },
  creditorSign: {
    zh: '出具方签章',
    en: 'For the issuer (signature, stamp)',
    fr: 'Pour l’émetteur (signature, cachet)',
    ru: 'За выставившего (подпись, печать)',
    es: 'Por el emisor (firma, sello)',
    sw: 'Kwa mtoaji (sahihi, muhuri)',
  },
  debtorSign: {
    zh: '客户确认签章',
    en: 'Confirmed by the customer (signature, stamp)',
    fr: 'Confirmé par le client (signature, cachet)',
    ru: 'Подтверждено покупателем (подпись, печать)',
    es: 'Conforme el cliente (firma, sello)',
    sw: 'Imethibitishwa na mnunuzi (sahihi, muhuri)',
  },
  sheet: { zh: '对账单', en: 'Statement', fr: 'Relevé', ru: 'Выписка', es: 'Extracto', sw: 'Taarifa' },
} satisfies Record<string, Translations>;

export const ENTRY_TYPE_LABELS: Record<FundEntryType, Translations> = {
  RECEIPT: {
    zh: '收款',
    en: 'Payment received',
    fr: 'Paiement reçu',
    ru: 'Поступление оплаты',
    es: 'Pago recibido',
    sw: 'Malipo yamepokelewa',
  },
  ORDER_FREEZE: {
    zh: '订单冻结',
    en: 'Held for an order',
    fr: 'Bloqué pour une commande',
    ru: 'Заморожено под заказ',
    es: 'Retenido para un pedido',
    sw: 'Imezuiliwa kwa oda',
  },
  ORDER_PAYMENT: {
    zh: '订单扣款',
    en: 'Goods paid',
    fr: 'Marchandises payées',
    ru: 'Оплата товара',
    es: 'Mercancía pagada',
    sw: 'Bidhaa zimelipiwa',
  },
  ORDER_RELEASE: {
    zh: '冻结释放',
    en: 'Hold released',
    fr: 'Blocage levé',
    ru: 'Разморожено',
    es: 'Retención liberada',
    sw: 'Uzuiaji umeondolewa',
  },
  RETURN_REFUND: {
    zh: '退货退款',
    en: 'Return refunded',
    fr: 'Retour remboursé',
    ru: 'Возврат средств',
    es: 'Devolución reembolsada',
    sw: 'Marejesho yamerudishwa',
  },
  REBATE_SETTLEMENT: {
    zh: '返利结算',
    en: 'Rebate granted',
    fr: 'Remise accordée',
    ru: 'Начислен бонус',
    es: 'Reembolso otorgado',
    sw: 'Punguzo limetolewa',
  },
  REBATE_USE: {
    zh: '返利使用',
    en: 'Rebate spent',
    fr: 'Remise utilisée',
    ru: 'Бонус использован',
    es: 'Reembolso usado',
    sw: 'Punguzo limetumika',
  },
  CREDIT_USE: {
    zh: '信用使用',
    en: 'Goods on credit',
    fr: 'Marchandises à crédit',
    ru: 'Товар в кредит',
    es: 'Mercancía a crédito',
    sw: 'Bidhaa kwa mkopo',
  },
  CREDIT_REPAY: {
    zh: '信用还款',
    en: 'Credit repaid',
    fr: 'Crédit remboursé',
    ru: 'Погашение кредита',
    es: 'Crédito devuelto',
    sw: 'Mkopo umelipwa',
  },
  ADJUSTMENT: { zh: '调整', en: 'Adjustment', fr: 'Ajustement', ru: 'Корректировка', es: 'Ajuste', sw: 'Marekebisho' },
  WITHDRAWAL: { zh: '提现', en: 'Withdrawal', fr: 'Retrait', ru: 'Вывод средств', es: 'Retiro', sw: 'Utoaji' },
};

/** The mirror entries a reversal writes (a reversed receipt: its cash and its credit repayment). */
const REVERSED_ENTRY_LABELS: Partial<Record<FundEntryType, Translations>> = {
  RECEIPT: {
    zh: '收款冲销',
    en: 'Receipt reversed',
    fr: 'Encaissement annulé',
    ru: 'Сторно поступления',
    es: 'Cobro anulado',
    sw: 'Malipo yamebatilishwa',
  },
  CREDIT_REPAY: {
    zh: '还款冲销',
    en: 'Credit repayment reversed',
    fr: 'Remboursement de crédit annulé',
    ru: 'Сторно погашения кредита',
    es: 'Reembolso de crédito anulado',
    sw: 'Urejeshaji wa mkopo umebatilishwa',
  },
};

/** Any other entry type reversed: its own label, marked. */
const REVERSED_MARK: Translations = {
  zh: '{entry}（冲销）',
  en: '{entry} (reversed)',
  fr: '{entry} (annulé)',
  ru: '{entry} (сторно)',
  es: '{entry} (anulado)',
  sw: '{entry} (imebatilishwa)',
};

/** What a line's entry column shows: its entry type, or that type reversed when the line is a mirror. */
export function entryLabel(line: { entryType: FundEntryType; reversal?: boolean | undefined }, lang: Language) {
  const own = ENTRY_TYPE_LABELS[line.entryType][lang];
  if (!line.reversal) return own;
  return REVERSED_ENTRY_LABELS[line.entryType]?.[lang] ?? REVERSED_MARK[lang].replace('{entry}', own);
}

export const AGEING_LABELS: Record<AgeingBucket, Translations> = {
  notDue: {
    zh: '未到期',
    en: 'Not yet due',
    fr: 'Pas encore échu',
    ru: 'Срок не наступил',
    es: 'Aún no vencido',
    sw: 'Bado haijafika',
  },
  d1to30: { zh: '1–30 天', en: '1–30 days', fr: '1–30 jours', ru: '1–30 дней', es: '1–30 días', sw: 'Siku 1–30' },
  d31to60: {
    zh: '31–60 天',
    en: '31–60 days',
    fr: '31–60 jours',
    ru: '31–60 дней',
    es: '31–60 días',
    sw: 'Siku 31–60',
  },
  d61to90: {
    zh: '61–90 天',
    en: '61–90 days',
    fr: '61–90 jours',
    ru: '61–90 дней',
    es: '61–90 días',
    sw: 'Siku 61–90',
  },
  d91to120: {
    zh: '91–120 天',
    en: '91–120 days',
    fr: '91–120 jours',
    ru: '91–120 дней',
    es: '91–120 días',
    sw: 'Siku 91–120',
  },
  over120: {
    zh: '超过 120 天',
    en: 'Over 120 days',
    fr: 'Plus de 120 jours',
    ru: 'Более 120 дней',
    es: 'Más de 120 días',
    sw: 'Zaidi ya siku 120',
  },
};

export type StatementLabel = keyof typeof STATEMENT_LABELS;

/** A label in `lang`, with `{name}` placeholders filled in. */
export function statementLabel(lang: Language, key: StatementLabel, params: Record<string, string> = {}): string {
  return Object.entries(params).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    STATEMENT_LABELS[key][lang],
  );
}

/** What a line's document column shows: its remark, else its voucher. */
export const documentOf = (line: { remark: string | null; voucherType: string; voucherId: string }) =>
  line.remark ?? `${line.voucherType} ${line.voucherId}`;

/** A decimal amount with thousands grouped, from its text (no float on the way). */
export function groupedAmount(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${grouped}.${fraction}`;
}
