import type { Locale } from 'antd/es/locale';
import type { Language } from './settings';

/** antd has no Swahili: English with the texts a user meets in lists, dialogs and forms translated. */
async function swahili(): Promise<Locale> {
  const { default: en } = await import('antd/locale/en_US');
  return {
    ...en,
    locale: 'sw',
    Pagination: {
      ...en.Pagination,
      items_per_page: '/ ukurasa',
      jump_to: 'Nenda',
      page: 'Ukurasa',
      prev_page: 'Ukurasa uliopita',
      next_page: 'Ukurasa unaofuata',
    },
    Table: {
      ...en.Table,
      filterConfirm: 'Sawa',
      filterReset: 'Weka upya',
      emptyText: 'Hakuna data',
      selectAll: 'Chagua ukurasa wote',
      sortTitle: 'Panga',
      triggerDesc: 'Bofya kupanga kushuka',
      triggerAsc: 'Bofya kupanga kupanda',
      cancelSort: 'Bofya kuacha kupanga',
    },
    Modal: { okText: 'Sawa', cancelText: 'Ghairi', justOkText: 'Sawa' },
    Popconfirm: { okText: 'Sawa', cancelText: 'Ghairi' },
    Empty: { description: 'Hakuna data' },
    Upload: {
      ...en.Upload,
      uploading: 'Inapakia...',
      removeFile: 'Ondoa faili',
      uploadError: 'Hitilafu ya kupakia',
      previewFile: 'Hakiki faili',
      downloadFile: 'Pakua faili',
    },
    Text: { edit: 'Hariri', copy: 'Nakili', copied: 'Imenakiliwa', expand: 'Panua' },
  };
}

const loaders: Record<Language, () => Promise<Locale>> = {
  zh: async () => (await import('antd/locale/zh_CN')).default,
  en: async () => (await import('antd/locale/en_US')).default,
  fr: async () => (await import('antd/locale/fr_FR')).default,
  ru: async () => (await import('antd/locale/ru_RU')).default,
  es: async () => (await import('antd/locale/es_ES')).default,
  sw: swahili,
};

export const loadAntdLocale = (lang: Language) => loaders[lang]();
