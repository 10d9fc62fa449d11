import type { Translations } from '../../platform/i18n/translations';

/** Messages of the stock reports and the invariant check (issue 12). */
export const stockReportMessages = {
  stockReportDateInvalid: {
    zh: '{field} 必须是 yyyy-MM-dd 格式的日期',
    en: '{field} must be a date written yyyy-MM-dd',
    fr: '{field} doit être une date au format yyyy-MM-dd',
    ru: '{field} должно быть датой в формате yyyy-MM-dd',
    es: '{field} debe ser una fecha con el formato yyyy-MM-dd',
    sw: '{field} lazima iwe tarehe iliyoandikwa yyyy-MM-dd',
  },
  stockReportPeriodInvalid: {
    zh: '期间的开始日期 {from} 晚于结束日期 {to}',
    en: 'The period starts on {from}, after its end on {to}',
    fr: 'La période commence le {from}, après sa fin le {to}',
    ru: 'Период начинается {from}, позже своего окончания {to}',
    es: 'El periodo empieza el {from}, después de su fin el {to}',
    sw: 'Kipindi kinaanza {from}, baada ya mwisho wake {to}',
  },
  stockReportPeriodRequired: {
    zh: '请选择期间的开始和结束日期',
    en: 'Choose the first and the last day of the period',
    fr: 'Choisissez le premier et le dernier jour de la période',
    ru: 'Выберите первый и последний день периода',
    es: 'Elija el primer y el último día del periodo',
    sw: 'Chagua siku ya kwanza na ya mwisho ya kipindi',
  },
  stockReportGoodsRequired: {
    zh: '请选择要查看流水的商品',
    en: 'Choose the goods whose stock moves to show',
    fr: "Choisissez l'article dont afficher les mouvements de stock",
    ru: 'Выберите товар, движения которого нужно показать',
    es: 'Elija el artículo cuyos movimientos de stock mostrar',
    sw: 'Chagua bidhaa ambayo mienendo yake ya hisa ionyeshwe',
  },
  stockReportNumberInvalid: {
    zh: '{field} 必须是 1 到 {max} 之间的整数',
    en: '{field} must be a whole number from 1 to {max}',
    fr: '{field} doit être un nombre entier de 1 à {max}',
    ru: '{field} должно быть целым числом от 1 до {max}',
    es: '{field} debe ser un número entero de 1 a {max}',
    sw: '{field} lazima iwe namba kamili kuanzia 1 hadi {max}',
  },
  stockReportIdInvalid: {
    zh: '{field} 不是有效的编号',
    en: '{field} is not a valid id',
    fr: "{field} n'est pas un identifiant valide",
    ru: '{field} не является допустимым идентификатором',
    es: '{field} no es un identificador válido',
    sw: '{field} si kitambulisho halali',
  },
} satisfies Record<string, Translations>;
