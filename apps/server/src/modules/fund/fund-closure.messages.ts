import type { Translations } from '../../platform/i18n/translations';

/** Why a party that owes credit cannot close yet. */
export const fundClosureMessages = {
  closureOutstandingCredit: {
    zh: '该客户仍有未结清的信用额度占用 {amount}',
    en: 'This customer still owes {amount} of credit',
    fr: 'Ce client doit encore {amount} de crédit',
    ru: 'Этот клиент ещё должен {amount} по кредиту',
    es: 'Este cliente aún debe {amount} de crédito',
    sw: 'Mteja huyu bado anadaiwa mkopo wa {amount}',
  },
} satisfies Record<string, Translations>;
