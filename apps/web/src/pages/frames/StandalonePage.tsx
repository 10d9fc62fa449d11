import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { lazyPage, resolvePage } from '../../app/pages';
import { AccountWatermark } from '../../components/AccountWatermark';
import { UnderConstructionPage } from '../StatusPages';
import './frames.css';

/** /standalone (spec §2): no menu and no layout, only the page under the account watermark. */
export function StandaloneFrame() {
  return (
    <AccountWatermark>
      <main className="standalone-frame">
        <Outlet />
      </main>
    </AccountWatermark>
  );
}

/**
 * A /standalone child: the page a module registered under `/standalone/<child>`, else the
 * under-construction page inside the frame.
 */
export function StandaloneChild() {
  const { t } = useTranslation('frames');
  const { child = '' } = useParams();
  const loader = resolvePage(`/standalone/${child}`);
  if (!loader) return <UnderConstructionPage name={t(`standalone.${child}`, { defaultValue: child })} />;
  const Page = lazyPage(loader);
  return (
    <Suspense>
      <Page />
    </Suspense>
  );
}
