import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage } from '../lib/i18n';
import { type Language, settings } from '../lib/settings';

/** Each language named in itself, so a reader finds their own whatever is shown now. */
const NATIVE_NAMES: Record<Language, string> = {
  zh: '中文',
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
  es: 'Español',
  sw: 'Kiswahili',
};

/**
 * The language picker: the browser's own select (it is on the sign-in page, where antd's Select would be
 * a quarter of the JavaScript). `compact` (narrow screens) shows the chosen language as its code, e.g. EN.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`language-switch${compact ? ' language-switch-compact' : ''}`}>
      <GlobalOutlined aria-hidden />
      <select
        aria-label={t('layout.language')}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {settings.languages.map((lang) => (
          <option key={lang} value={lang}>
            {compact ? lang.toUpperCase() : NATIVE_NAMES[lang]}
          </option>
        ))}
      </select>
    </span>
  );
}
