import { Result } from 'antd';
import './frames.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Only web pages may be embedded: no javascript:, data: or other schemes from a crafted link. */
export function embeddableUrl(src: string | null): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** /myiframe/{routerPath}?name=&src= (spec §2): an external page from the menu, inside the shell. */
export function IframePage() {
  const { t } = useTranslation('frames');
  const [params] = useSearchParams();
  const src = embeddableUrl(params.get('src'));
  if (!src) return <Result status="warning" subTitle={t('iframe.noSource')} />;
  return <iframe className="embedded-page" src={src} title={params.get('name') ?? src} />;
}
