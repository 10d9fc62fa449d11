import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { isLanguage } from '../lib/i18n';
import { ProgressBar } from '../shell/ProgressBar';
import { loadAntdLocale } from './antd-locale';
import { router } from './router';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function App() {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    if (isLanguage(i18n.language)) void loadAntdLocale(i18n.language).then(setLocale);
  }, [i18n.language]);
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1f6feb', borderRadius: 6 } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <ProgressBar />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
