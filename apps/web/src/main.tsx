import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadAntdLocale } from './app/antd-locale';
import { collectClientErrors } from './lib/client-log';
import { setupI18n } from './lib/i18n';
import './styles.css';

collectClientErrors();
const initialLocale = await loadAntdLocale(await setupI18n());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App initialLocale={initialLocale} />
  </StrictMode>,
);
