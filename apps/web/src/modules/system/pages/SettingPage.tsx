import { settingCodes } from '@smdp/contracts/system';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { COMPANY_SETTING_API, type CompanySetting, systemKeys, useCompanyOptions } from '../api';
import { LogoDialog } from './LogoDialog';
import { settingFields } from './SettingPage.fields';

/** Company settings (logo, store feature) of the tenant, and the way to the user's own settings. */
export default function SettingPage() {
  const { t } = useTranslation('system');
  const client = useQueryClient();
  const [logoOf, setLogoOf] = useState<{ setting: CompanySetting; refresh: () => void } | null>(null);
  const companies = useCompanyOptions();
  // The shell shows the logo and reads the store switch from the company setting.
  const refreshShell = () => {
    void client.invalidateQueries({ queryKey: systemKeys.companyOptions });
    void client.invalidateQueries({ queryKey: systemKeys.companySetting });
  };

  const config: CrudConfig<CompanySetting> = {
    code: 'setting',
    title: t('setting.title'),
    entity: t('crud:entities.setting'),
    api: {
      list: `${COMPANY_SETTING_API}/list`,
      detail: `${COMPANY_SETTING_API}/setting-detail`,
      submit: `${COMPANY_SETTING_API}/submit`,
      remove: `${COMPANY_SETTING_API}/remove`,
    },
    onChanged: refreshShell,
    fields: settingFields(t, companies.data ?? []),
    // The logo is changed through its own dialog; editing the rest keeps it.
    toBody: (values, row) => (row ? { ...values, id: row.id, version: row.version, logo: row.logo } : values),
    rowActions: [
      {
        key: 'logo',
        label: t('setting.changeLogo'),
        permission: settingCodes.edit,
        run: (setting, { refresh }) => setLogoOf({ setting, refresh }),
      },
    ],
  };

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={
          <>
            {t('setting.ownSettings')} <Link to="/usersetting/setting">{t('setting.ownSettingsLink')}</Link>
          </>
        }
      />
      <CrudPage config={config} />
      <LogoDialog
        setting={logoOf?.setting ?? null}
        onClose={() => setLogoOf(null)}
        onSaved={() => {
          logoOf?.refresh();
          setLogoOf(null);
        }}
      />
    </>
  );
}
