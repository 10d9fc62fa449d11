import type { SheetColumn } from '../../platform/sheets/sheet-columns';

export type RegionColumn = 'code' | 'parentCode' | 'name' | 'sort' | 'remark';

/**
 * The region sheet: this portal's labels, and as aliases the headers of BladeX's `RegionExcel` (its
 * level, ancestors and province/city/district columns are derived here from the parent, so ignored).
 */
export const REGION_COLUMNS: readonly SheetColumn<RegionColumn>[] = [
  {
    key: 'code',
    title: {
      zh: '区域编号',
      en: 'Region code',
      fr: 'Code de la région',
      ru: 'Код региона',
      es: 'Código de la región',
      sw: 'Msimbo wa eneo',
    },
    aliases: ['区划编号'],
    required: true,
  },
  {
    key: 'parentCode',
    title: {
      zh: '上级区域编号',
      en: 'Parent region code',
      fr: 'Code de la région parente',
      ru: 'Код вышестоящего региона',
      es: 'Código de la región superior',
      sw: 'Msimbo wa eneo mzazi',
    },
    aliases: ['父区划编号'],
  },
  {
    key: 'name',
    title: {
      zh: '区域名称',
      en: 'Region name',
      fr: 'Nom de la région',
      ru: 'Название региона',
      es: 'Nombre de la región',
      sw: 'Jina la eneo',
    },
    aliases: ['区划名称'],
    required: true,
  },
  {
    key: 'sort',
    title: { zh: '排序', en: 'Sort order', fr: 'Ordre', ru: 'Порядок', es: 'Orden', sw: 'Mpangilio' },
  },
  {
    key: 'remark',
    title: { zh: '备注', en: 'Remark', fr: 'Remarque', ru: 'Примечание', es: 'Observación', sw: 'Maelezo' },
  },
];
