import { TOP_LEVEL } from '../../crud/parent-field';
import { MENU_LANGUAGES, type MenuLanguage, type MenuRecord } from './api';

/** The form holds one text input per language; the server takes them as one `nameI18n` object. */
export const nameKey = (lang: MenuLanguage) => `name_${lang}`;
const NAME_KEYS = new Set(MENU_LANGUAGES.map(nameKey));

/** Optional texts left empty are sent as null, not as empty strings. */
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The form's values of a menu: a name per language, `meta.isTab` as a switch. */
export function menuToForm(menu: MenuRecord): Record<string, unknown> {
  return {
    ...menu,
    isTab: menu.meta?.isTab !== false,
    ...Object.fromEntries(MENU_LANGUAGES.map((lang) => [nameKey(lang), menu.nameI18n[lang] ?? ''])),
  };
}

/** The `menu/submit` body of the form's values; other route meta of the menu being edited is kept. */
export function menuToBody(values: Record<string, unknown>, editing: MenuRecord | null): Record<string, unknown> {
  // `name` is the row's name in one language; the server would take it over the edited `nameI18n`.
  const { isTab, name: _shown, ...rest } = values;
  const meta = { ...(editing?.meta ?? {}) };
  if (isTab === false) meta.isTab = false;
  else delete meta.isTab;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([key]) => !NAME_KEYS.has(key))),
    parentId: values.parentId ?? TOP_LEVEL,
    nameI18n: Object.fromEntries(
      MENU_LANGUAGES.flatMap((lang) => {
        const name = textOrNull(values[nameKey(lang)]);
        return name ? [[lang, name]] : [];
      }),
    ),
    path: textOrNull(values.path),
    source: textOrNull(values.source),
    component: textOrNull(values.component),
    query: textOrNull(values.query),
    alias: textOrNull(values.alias),
    remark: textOrNull(values.remark),
    meta: Object.keys(meta).length ? meta : null,
    ...(editing ? { id: editing.id, version: editing.version } : {}),
  };
}
