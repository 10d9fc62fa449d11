import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, settings } from '../app/settings';
import { changeLanguage, currentLanguage } from '../lib/i18n';

/** Each language named in itself, so a reader finds their own whatever is shown now. */
const NATIVE_NAMES: Record<Language, string> = {
  zh: '中文',
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
  es: 'Español',
  sw: 'Kiswahili',
};

/** The language picker; `compact` (narrow screens) shows the chosen language as its code, e.g. EN. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Select<Language>
      aria-label={t('layout.language')}
      value={currentLanguage()}
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      {...(compact ? { labelRender: ({ value }) => String(value).toUpperCase() } : {})}
      className={`language-switch${compact ? ' language-switch-compact' : ''}`}
      onChange={(lang) => void changeLanguage(lang)}
      options={settings.languages.map((lang) => ({ value: lang, label: NATIVE_NAMES[lang] }))}
    />
  );
}
