import type { Translations } from '../../platform/i18n/translations';

/** Messages of fund accounts and credit (domain.md §7). */
export const fundMessages = {
  fundBelowZero: {
    zh: '资金不足：余额 {balance}，需要 {needed}',
    en: 'Not enough funds: {balance} on the account, {needed} needed',
    fr: 'Fonds insuffisants : {balance} sur le compte, {needed} nécessaire',
    ru: 'Недостаточно средств: на счёте {balance}, нужно {needed}',
    es: 'Fondos insuficientes: {balance} en la cuenta, {needed} necesario',
    sw: 'Fedha hazitoshi: {balance} kwenye akaunti, {needed} zinahitajika',
  },
  fundCashNotEnough: {
    zh: '可用现金不足：可用 {available}，需要 {needed}',
    en: 'Not enough cash: {available} available, {needed} needed',
    fr: 'Liquidités insuffisantes : {available} disponible, {needed} nécessaire',
    ru: 'Недостаточно денежных средств: доступно {available}, нужно {needed}',
    es: 'Efectivo insuficiente: {available} disponible, {needed} necesario',
    sw: 'Pesa taslimu hazitoshi: {available} zinapatikana, {needed} zinahitajika',
  },
  fundRebateNotEnough: {
    zh: '可用返利不足：可用 {available}，需要 {needed}',
    en: 'Not enough rebate: {available} available, {needed} needed',
    fr: 'Remise insuffisante : {available} disponible, {needed} nécessaire',
    ru: 'Недостаточно бонуса: доступно {available}, нужно {needed}',
    es: 'Reembolso insuficiente: {available} disponible, {needed} necesario',
    sw: 'Punguzo halitoshi: {available} linapatikana, {needed} linahitajika',
  },
  fundCreditNotEnough: {
    zh: '可用信用额度不足：可用 {available}，需要 {needed}',
    en: 'Not enough credit: {available} available, {needed} needed',
    fr: 'Crédit insuffisant : {available} disponible, {needed} nécessaire',
    ru: 'Недостаточно кредита: доступно {available}, нужно {needed}',
    es: 'Crédito insuficiente: {available} disponible, {needed} necesario',
    sw: 'Mkopo hautoshi: {available} unapatikana, {needed} unahitajika',
  },
  fundBadAmount: {
    zh: '{field} 必须是不小于 0 且最多两位小数的金额',
    en: '{field} must be an amount of at least 0 with at most two decimals',
    fr: '{field} doit être un montant d’au moins 0 avec au plus deux décimales',
    ru: '{field} должно быть суммой не меньше 0 и не более чем с двумя знаками после запятой',
    es: '{field} debe ser un importe de al menos 0 con dos decimales como máximo',
    sw: '{field} lazima kiwe kiasi kisichopungua 0 chenye desimali zisizozidi mbili',
  },
} satisfies Record<string, Translations>;
