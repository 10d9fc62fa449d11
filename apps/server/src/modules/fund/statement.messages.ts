import type { Translations } from '../../platform/i18n/translations';

/** Messages of statements on demand (domain.md §7). */
export const statementMessages = {
  statementPeriodInvalid: {
    zh: '期间开始日期须不晚于结束日期，且不超过 {days} 天',
    en: 'The period must start on or before its end and last at most {days} days',
    fr: 'La période doit commencer au plus tard à sa fin et durer au plus {days} jours',
    ru: 'Период должен начинаться не позже конца и длиться не более {days} дней',
    es: 'El período debe empezar antes de su fin y durar como máximo {days} días',
    sw: 'Kipindi kianze kabla ya mwisho wake na kisizidi siku {days}',
  },
  statementBatchEmpty: {
    zh: '该组没有可出具对账单的客户',
    en: 'No buyer of this group has a statement you may ask for',
    fr: 'Aucun acheteur de ce groupe n’a de relevé que vous puissiez demander',
    ru: 'В этой группе нет покупателей, по которым вы можете запросить выписку',
    es: 'Ningún comprador de este grupo tiene un extracto que pueda pedir',
    sw: 'Hakuna mnunuzi wa kundi hili mwenye taarifa unayoweza kuomba',
  },
} satisfies Record<string, Translations>;
