import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { isLanguage } from '../lib/i18n';
import { ProgressBar } from '../shell/ProgressBar';
import { loadAntdLocale } from './antd-locale';
import { useNewVersionPrompt } from './new-version';
import { router } from './router';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** antd's default greys and blue fall short of WCAG AA contrast on light backgrounds; these do not. */
const THEME = {
  token: {
    colorPrimary: '#1456c8',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 6,
  },
};

/**
 * `initialLocale` is loaded before the first render: antd's ConfigProvider wraps its children in one more
 * provider once it has a locale, so going from none to one would remount the whole app (seen as a
 * sign-in form that lost what was typed). Later language changes only re-render.
 */
export function App({ initialLocale }: { initialLocale: Locale }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState(initialLocale);
  useNewVersionPrompt();
  useEffect(() => {
    if (isLanguage(i18n.language)) void loadAntdLocale(i18n.language).then(setLocale);
  }, [i18n.language]);
  return (
    <ConfigProvider locale={locale} theme={THEME}>
      <QueryClientProvider client={queryClient}>
        <ProgressBar />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
