import type { Translations } from '../../platform/i18n/translations';

export const reportMessages = {
  reportFilterSetLimit: {
    zh: '每个报表最多保存 {max} 个筛选方案，请先删除一个',
    en: 'At most {max} filter sets per report: delete one first',
    fr: 'Au plus {max} jeux de filtres par rapport : supprimez-en un d’abord',
    ru: 'Не более {max} наборов фильтров на отчёт: сначала удалите один',
    es: 'Como máximo {max} conjuntos de filtros por informe: elimine uno primero',
    sw: 'Seti {max} za vichujio kwa kila ripoti ndizo nyingi zaidi: futa moja kwanza',
  },
} satisfies Record<string, Translations>;
