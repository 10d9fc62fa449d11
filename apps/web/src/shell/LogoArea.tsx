import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settings } from '../lib/settings';
import { useCompanySetting } from './company';
import { StoreSelector } from './StoreSelector';

/** spec §2: the company logo and the portal's title, and the store selector when stores are enabled. */
export function LogoArea({ collapsed, guideAllowed }: { collapsed: boolean; guideAllowed: boolean }) {
  const { t } = useTranslation();
  const logo = useCompanySetting().data?.logo;
  return (
    <div className={`app-logo-area${collapsed ? ' app-logo-area-collapsed' : ''}`}>
      <Link to={settings.homePath} className="app-logo">
        {logo ? (
          <img src={logo} alt="" className="app-logo-image" />
        ) : (
          <span className="app-logo-mark" aria-hidden="true">
            S
          </span>
        )}
        <span className={collapsed ? 'visually-hidden' : 'app-logo-title'}>{t('app.title')}</span>
      </Link>
      <StoreSelector compact={collapsed} guideAllowed={guideAllowed} />
    </div>
  );
}
