import type { Translations } from '../i18n/translations';

/** Messages of the ledger kernel; a ledger may name its own `belowZero` message ("not enough stock"). */
export const ledgerMessages = {
  ledgerBelowZero: {
    zh: '余额不足：当前余额 {balance}，本次需要 {needed}',
    en: 'Not enough balance: {balance} available, {needed} needed',
    fr: 'Solde insuffisant : {balance} disponible, {needed} nécessaire',
    ru: 'Недостаточный остаток: доступно {balance}, требуется {needed}',
    es: 'Saldo insuficiente: {balance} disponible, se necesita {needed}',
    sw: 'Salio halitoshi: {balance} inapatikana, {needed} inahitajika',
  },
  ledgerPeriodLocked: {
    zh: '{date} 及之前的期间已锁定，不能再过账',
    en: 'The period up to {date} is locked: nothing can be posted on or before that date',
    fr: "La période jusqu'au {date} est verrouillée : rien ne peut être comptabilisé à cette date ou avant",
    ru: 'Период по {date} закрыт: на эту дату и ранее проводить нельзя',
    es: 'El periodo hasta el {date} está bloqueado: no se puede contabilizar en esa fecha ni antes',
    sw: 'Kipindi hadi {date} kimefungwa: hakuna kinachoweza kurekodiwa siku hiyo au kabla yake',
  },
  ledgerAlreadyReversed: {
    zh: '该单据的记账已被冲销',
    en: 'The postings of this voucher have already been reversed',
    fr: 'Les écritures de cette pièce ont déjà été contre-passées',
    ru: 'Проводки этого документа уже сторнированы',
    es: 'Los asientos de este comprobante ya se han revertido',
    sw: 'Maingizo ya hati hii tayari yamegeuzwa',
  },
  ledgerNothingToReverse: {
    zh: '该单据没有可冲销的记账',
    en: 'This voucher has no postings to reverse',
    fr: "Cette pièce n'a aucune écriture à contre-passer",
    ru: 'У этого документа нет проводок для сторнирования',
    es: 'Este comprobante no tiene asientos que revertir',
    sw: 'Hati hii haina maingizo ya kugeuza',
  },
} satisfies Record<string, Translations>;
