import type { Translations } from '../../platform/i18n/translations';

/**
 * Messages of the stock settings page. The contracts' zod rules name these keys as their message, so a
 * bad value typed in any client reads the reason in the caller's language.
 */
export const goodsSettingMessages = {
  stockShelfLifeInvalid: {
    zh: '保质期须为大于 0 的整数天（最多 36500 天）',
    en: 'The shelf life must be a whole number of days above zero (at most 36500)',
    fr: 'La durée de conservation doit être un nombre entier de jours supérieur à zéro (36500 au plus)',
    ru: 'Срок годности должен быть целым числом дней больше нуля (не более 36500)',
    es: 'La vida útil debe ser un número entero de días mayor que cero (como máximo 36500)',
    sw: 'Muda wa matumizi lazima uwe idadi kamili ya siku zaidi ya sifuri (zisizozidi 36500)',
  },
  stockReorderLevelInvalid: {
    zh: '再订货点须为不小于 0 的数字，最多 3 位小数',
    en: 'The reorder level must be a number of 0 or more, with at most 3 decimals',
    fr: 'Le seuil de réapprovisionnement doit être un nombre positif ou nul, avec 3 décimales au plus',
    ru: 'Точка заказа должна быть числом не меньше 0, не более 3 знаков после запятой',
    es: 'El punto de pedido debe ser un número mayor o igual que 0, con 3 decimales como máximo',
    sw: 'Kiwango cha kuagiza upya lazima kiwe namba ya 0 au zaidi, yenye desimali 3 au chache',
  },
  stockCountFrequencyInvalid: {
    zh: '盘点周期须为 1 到 366 之间的整数天',
    en: 'The count frequency must be a whole number of days from 1 to 366',
    fr: "La fréquence d'inventaire doit être un nombre entier de jours de 1 à 366",
    ru: 'Периодичность инвентаризации должна быть целым числом дней от 1 до 366',
    es: 'La frecuencia de recuento debe ser un número entero de días entre 1 y 366',
    sw: 'Marudio ya ukaguzi lazima yawe idadi kamili ya siku kati ya 1 na 366',
  },
} satisfies Record<string, Translations>;
