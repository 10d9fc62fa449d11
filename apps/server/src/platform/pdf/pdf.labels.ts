import type { Language } from '../i18n/languages';
import type { Translations } from '../i18n/translations';

/** Words every generated PDF prints (the statement, the pick-up slip), in every language. */
export const PDF_LABELS = {
  page: {
    zh: '第 {page} 页，共 {pages} 页',
    en: 'Page {page} of {pages}',
    fr: 'Page {page} sur {pages}',
    ru: 'Страница {page} из {pages}',
    es: 'Página {page} de {pages}',
    sw: 'Ukurasa {page} wa {pages}',
  },
} satisfies Record<string, Translations>;

/** The footer's "page n of m" in `lang`, as `renderPdf` asks for it. */
export const pageLabelIn =
  (lang: Language) =>
  (page: number, pages: number): string =>
    PDF_LABELS.page[lang].replace('{page}', String(page)).replace('{pages}', String(pages));
