import type { Translations } from '../../platform/i18n/translations';

/** What the message rules' calls tell people. */
export const messageRuleMessages = {
  messageRuleActionRequired: {
    zh: '事件规则须选择动作',
    en: 'An event rule needs an action',
    fr: 'Une règle sur événement demande une action',
    ru: 'Для правила по событию нужно действие',
    es: 'Una regla por evento necesita una acción',
    sw: 'Kanuni ya tukio inahitaji kitendo',
  },
  messageRuleDateRequired: {
    zh: '日期规则须填写日期字段、天数及之前/之后',
    en: 'A date rule needs a date field, a number of days and before or after',
    fr: 'Une règle sur date demande un champ date, un nombre de jours et avant ou après',
    ru: 'Для правила по дате нужны поле даты, число дней и «до» или «после»',
    es: 'Una regla por fecha necesita un campo de fecha, un número de días y antes o después',
    sw: 'Kanuni ya tarehe inahitaji sehemu ya tarehe, idadi ya siku na kabla au baada',
  },
  messageRuleDateFieldUnknown: {
    zh: '单据类型 {docType} 没有可用于提醒的日期字段 {field}',
    en: 'Document type {docType} has no date field {field} to remind of',
    fr: "Le type de document {docType} n'a pas de champ date {field} pour un rappel",
    ru: 'У типа документа {docType} нет поля даты {field} для напоминания',
    es: 'El tipo de documento {docType} no tiene un campo de fecha {field} para recordar',
    sw: 'Aina ya hati {docType} haina sehemu ya tarehe {field} ya kukumbusha',
  },
} satisfies Record<string, Translations>;
