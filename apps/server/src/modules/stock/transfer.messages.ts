import type { Translations } from '../../platform/i18n/translations';

/** Messages of the two-step transfers. */
export const transferMessages = {
  stockTransferSameWarehouse: {
    zh: '调出仓库和调入仓库不能相同',
    en: 'The source and target warehouses must differ',
    fr: "L'entrepôt de départ et celui d'arrivée doivent être différents",
    ru: 'Склад-отправитель и склад-получатель должны различаться',
    es: 'El almacén de origen y el de destino deben ser distintos',
    sw: 'Ghala la kutoa na la kupokea lazima yawe tofauti',
  },
  stockTransferOwnersDiffer: {
    zh: '调拨的两个仓库必须属于同一所有者',
    en: 'Both warehouses of a transfer must have the same owner',
    fr: "Les deux entrepôts d'un transfert doivent avoir le même propriétaire",
    ru: 'Оба склада перемещения должны принадлежать одному владельцу',
    es: 'Los dos almacenes de un traspaso deben tener el mismo propietario',
    sw: 'Maghala yote mawili ya uhamisho lazima yawe na mmiliki mmoja',
  },
  stockTransferReceivedTooMuch: {
    zh: '第 {line} 行实收数量 {received} 超过发货数量 {shipped}',
    en: 'Line {line}: {received} received is more than the {shipped} shipped',
    fr: 'Ligne {line} : {received} reçu dépasse les {shipped} expédiés',
    ru: 'Строка {line}: получено {received}, больше чем отгружено ({shipped})',
    es: 'Línea {line}: {received} recibido supera lo enviado ({shipped})',
    sw: 'Mstari {line}: {received} kilichopokelewa ni zaidi ya {shipped} kilichotumwa',
  },
  stockTransferShortageReason: {
    zh: '第 {line} 行实收少于发货数量，请填写差异原因',
    en: 'Line {line}: less arrived than was shipped: give the reason',
    fr: 'Ligne {line} : moins est arrivé que ce qui a été expédié : indiquez le motif',
    ru: 'Строка {line}: получено меньше, чем отгружено: укажите причину',
    es: 'Línea {line}: llegó menos de lo enviado: indique el motivo',
    sw: 'Mstari {line}: kilichofika ni kidogo kuliko kilichotumwa: toa sababu',
  },
  stockTransferLinesMismatch: {
    zh: '请为调拨单的每一行且仅为这些行填写实收数量',
    en: 'Give the received quantity of every line of the transfer, and of no other line',
    fr: 'Indiquez la quantité reçue de chaque ligne du transfert, et d’aucune autre',
    ru: 'Укажите полученное количество для каждой строки перемещения и только для них',
    es: 'Indique la cantidad recibida de cada línea del traspaso, y de ninguna otra',
    sw: 'Toa kiasi kilichopokelewa cha kila mstari wa uhamisho, na si mstari mwingine',
  },
} satisfies Record<string, Translations>;
