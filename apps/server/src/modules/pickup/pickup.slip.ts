import type { PickupLine, PickupTicket } from '@smdp/contracts/pickup';
import type { Language } from '../../platform/i18n/languages';
import type { Translations } from '../../platform/i18n/translations';
import { PAGE_MARGIN, type Pdf, renderPdf, tableRow } from '../../platform/pdf/pdf';
import { pageLabelIn } from '../../platform/pdf/pdf.labels';

/** The slip's own words, in every language (a missing one is a compile error). */
const LABELS = {
  title: {
    zh: '自提单',
    en: 'Pick-up slip',
    fr: 'Bon de retrait',
    ru: 'Талон самовывоза',
    es: 'Vale de recogida',
    sw: 'Hati ya kuchukua',
  },
  ticket: { zh: '提货单号', en: 'Ticket', fr: 'Bon', ru: 'Талон', es: 'Vale', sw: 'Tiketi' },
  order: { zh: '订单', en: 'Order', fr: 'Commande', ru: 'Заказ', es: 'Pedido', sw: 'Agizo' },
  seller: { zh: '卖方', en: 'Seller', fr: 'Vendeur', ru: 'Продавец', es: 'Vendedor', sw: 'Muuzaji' },
  buyer: { zh: '买方', en: 'Buyer', fr: 'Acheteur', ru: 'Покупатель', es: 'Comprador', sw: 'Mnunuzi' },
  warehouse: {
    zh: '提货仓库',
    en: 'Collect at',
    fr: 'Retrait à',
    ru: 'Склад выдачи',
    es: 'Recoger en',
    sw: 'Chukua kwenye',
  },
  picker: { zh: '提货人', en: 'Picker', fr: 'Retireur', ru: 'Получатель', es: 'Quien recoge', sw: 'Mchukuaji' },
  plate: { zh: '车牌号', en: 'Vehicle plate', fr: 'Plaque', ru: 'Госномер', es: 'Matrícula', sw: 'Namba ya gari' },
  state: { zh: '状态', en: 'State', fr: 'État', ru: 'Состояние', es: 'Estado', sw: 'Hali' },
  validUntil: {
    zh: '有效期至',
    en: 'Valid until',
    fr: 'Valable jusqu’au',
    ru: 'Действует до',
    es: 'Válido hasta',
    sw: 'Inatumika hadi',
  },
  line: { zh: '行', en: 'Line', fr: 'Ligne', ru: 'Стр.', es: 'Línea', sw: 'Mstari' },
  sku: { zh: '编码', en: 'SKU', fr: 'Réf.', ru: 'Артикул', es: 'SKU', sw: 'SKU' },
  goods: { zh: '商品', en: 'Goods', fr: 'Article', ru: 'Товар', es: 'Artículo', sw: 'Bidhaa' },
  unit: { zh: '单位', en: 'Unit', fr: 'Unité', ru: 'Ед.', es: 'Unidad', sw: 'Kipimo' },
  ordered: { zh: '订购', en: 'Ordered', fr: 'Commandé', ru: 'Заказано', es: 'Pedido', sw: 'Imeagizwa' },
  open: { zh: '待提', en: 'To collect', fr: 'À retirer', ru: 'К выдаче', es: 'Por recoger', sw: 'Ya kuchukua' },
  handed: { zh: '实提', en: 'Handed over', fr: 'Remis', ru: 'Выдано', es: 'Entregado', sw: 'Imekabidhiwa' },
  keeperSign: {
    zh: '仓管签字',
    en: 'Keeper’s signature',
    fr: 'Signature du magasinier',
    ru: 'Подпись кладовщика',
    es: 'Firma del almacenista',
    sw: 'Sahihi ya mtunza ghala',
  },
  pickerSign: {
    zh: '提货人签字',
    en: 'Picker’s signature',
    fr: 'Signature du retireur',
    ru: 'Подпись получателя',
    es: 'Firma de quien recoge',
    sw: 'Sahihi ya mchukuaji',
  },
  note: {
    zh: '提货码仅以短信发送给提货人，本单不含提货码。',
    en: 'The code was texted to the picker only; it is not on this slip.',
    fr: 'Le code a été envoyé par SMS au seul retireur ; il ne figure pas sur ce bon.',
    ru: 'Код отправлен только получателю по SMS; на талоне его нет.',
    es: 'El código se envió por SMS solo a quien recoge; no figura en este vale.',
    sw: 'Msimbo ulitumwa kwa SMS kwa mchukuaji pekee; hauko kwenye hati hii.',
  },
} satisfies Record<string, Translations>;

export type SlipFacts = {
  ticket: PickupTicket;
  lines: readonly PickupLine[];
  sellerName: string;
  lang: Language;
  zone: string;
};

const when = (value: Date | string, lang: Language, zone: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(value));

/** A ticket's slip: who collects what where, the lines still to collect, and room for both signatures. */
export function pickupSlipPdf({ ticket, lines, sellerName, lang, zone }: SlipFacts): Promise<Buffer> {
  const label = (key: keyof typeof LABELS) => LABELS[key][lang];
  return renderPdf(
    {
      title: `${label('title')} ${ticket.ticketNo}`,
      author: sellerName,
      lang,
      pageLabel: pageLabelIn(lang),
    },
    (doc) => {
      doc.font('bold').fontSize(18).text(label('title'), { align: 'center' });
      doc
        .font('body')
        .fontSize(10)
        .text(`${label('ticket')} ${ticket.ticketNo}`, { align: 'center' });
      doc.moveDown();
      facts(doc, [
        [label('order'), ticket.orderNo],
        [label('seller'), sellerName],
        [label('buyer'), ticket.buyerName],
        [label('warehouse'), ticket.warehouseName],
        [label('picker'), `${ticket.pickerName} ${ticket.pickerMobile}`],
        [label('plate'), ticket.vehiclePlate ?? '—'],
        [label('validUntil'), when(ticket.expiresAt, lang, zone)],
      ]);
      doc.moveDown();
      const width = doc.page.width - PAGE_MARGIN * 2;
      const columns = [0.07, 0.16, 0.35, 0.1, 0.1, 0.11, 0.11].map((share) => share * width);
      const row = (texts: string[], bold = false) =>
        tableRow(
          doc,
          texts.map((text, index) => ({
            text,
            width: columns[index] ?? 40,
            align: index >= 4 ? ('right' as const) : ('left' as const),
          })),
          { bold },
        );
      row(
        [label('line'), label('sku'), label('goods'), label('unit'), label('ordered'), label('open'), label('handed')],
        true,
      );
      for (const line of lines)
        row([String(line.lineNo), line.sku, line.goodsName, line.unit, line.ordered, line.open, '']);
      doc.moveDown(3);
      const half = width / 2;
      const y = doc.y;
      doc.font('body').fontSize(10);
      doc.text(`${label('keeperSign')}: ____________________`, PAGE_MARGIN, y, { width: half });
      doc.text(`${label('pickerSign')}: ____________________`, PAGE_MARGIN + half, y, { width: half });
      doc.moveDown(2);
      doc.fontSize(8).fillColor('#666666').text(label('note'), PAGE_MARGIN);
    },
  );
}

function facts(doc: Pdf, rows: readonly [string, string][]) {
  for (const [name, value] of rows) {
    const y = doc.y;
    doc.font('bold').fontSize(10).fillColor('#000000').text(name, PAGE_MARGIN, y, { width: 110 });
    doc.font('body').text(value, PAGE_MARGIN + 115, y);
    doc.x = PAGE_MARGIN;
  }
}
