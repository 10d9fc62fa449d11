import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountScheduleTab } from './CountScheduleTab';
import { GoodsSettingTab } from './GoodsSettingTab';

/** /stock/setting: how stock treats each goods, and how often each warehouse is counted. */
export default function SettingPage() {
  const { t } = useTranslation('stockSetting');
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'goods', label: t('tabs.goods'), children: <GoodsSettingTab /> },
        { key: 'counts', label: t('tabs.counts'), children: <CountScheduleTab /> },
      ]}
    />
  );
}
