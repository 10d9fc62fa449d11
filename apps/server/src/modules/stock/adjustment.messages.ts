import type { Translations } from '../../platform/i18n/translations';

/** Messages of hand-entered stock adjustments. */
export const adjustmentMessages = {
  stockAdjustmentSelfApproval: {
    zh: '库存调整单不能由创建人本人审批',
    en: 'An adjustment cannot be approved by the person who created it',
    fr: "Un ajustement ne peut pas être approuvé par la personne qui l'a créé",
    ru: 'Корректировку не может утвердить тот, кто её создал',
    es: 'Un ajuste no puede aprobarlo quien lo creó',
    sw: 'Marekebisho hayawezi kuidhinishwa na aliyeyaunda',
  },
  stockAdjustmentApprovalRequired: {
    zh: '差异金额 {value} 超过审批阈值 {threshold}，请先审批',
    en: 'The differences are worth {value}, above the approval threshold of {threshold}: approve the adjustment first',
    fr: "Les écarts valent {value}, au-delà du seuil d'approbation de {threshold} : approuvez d'abord l'ajustement",
    ru: 'Расхождения на сумму {value} превышают порог утверждения {threshold}: сначала утвердите корректировку',
    es: 'Las diferencias valen {value}, por encima del umbral de aprobación de {threshold}: apruebe antes el ajuste',
    sw: 'Tofauti zina thamani ya {value}, juu ya kiwango cha idhini cha {threshold}: idhinisha marekebisho kwanza',
  },
  stockAdjustmentFromCheck: {
    zh: '该调整单由库存盘点 {check} 过账，不能在此修改或冲销',
    en: 'This adjustment was posted by stock check {check}: it cannot be changed or reversed here',
    fr: "Cet ajustement a été comptabilisé par l'inventaire {check} : il ne peut être ni modifié ni annulé ici",
    ru: 'Эта корректировка проведена инвентаризацией {check}: её нельзя изменить или сторнировать здесь',
    es: 'Este ajuste lo contabilizó el recuento {check}: no se puede cambiar ni revertir aquí',
    sw: 'Marekebisho haya yaliwekwa na ukaguzi wa hisa {check}: hayawezi kubadilishwa wala kubatilishwa hapa',
  },
  stockAdjustmentCostOnLoss: {
    zh: '第 {line} 行：只有盘盈（正数差异）才能填写单位成本',
    en: 'Line {line}: a unit cost is given only for a gain (a difference above zero)',
    fr: 'Ligne {line} : un coût unitaire ne se donne que pour un gain (un écart positif)',
    ru: 'Строка {line}: себестоимость указывается только для излишка (положительной разницы)',
    es: 'Línea {line}: el costo unitario solo se indica en una ganancia (una diferencia positiva)',
    sw: 'Mstari {line}: gharama ya kipimo hutolewa kwa ongezeko tu (tofauti iliyo juu ya sifuri)',
  },
} satisfies Record<string, Translations>;
