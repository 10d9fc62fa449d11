import { stockDriftCodes } from '@smdp/contracts/stock';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/session';
import { useUrlTab } from '../../../lib/url-search';
import { DriftTab } from './DriftTab';
import { LedgerTab, type LedgerTarget } from './LedgerTab';
import { BalanceAsOfTab, BalanceTab, NearExpiryTab, SlowMoverTab } from './ReportTabs';
import { AgeingTab, InOutTab, ProjectedTab } from './StockFigureTabs';

const TAB_KEYS = ['balance', 'asOf', 'ledger', 'expiry', 'slow', 'ageing', 'projected', 'inOut', 'drift'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** /stock/report: the stock reports of domain.md §6, one list per tab, each with its filters and export. */
export default function StockReportPage() {
  const { t } = useTranslation('stock');
  const canCheck = usePermissions((state) => state.codes[stockDriftCodes.check] === true);
  // `?tab=projected` opens that report (a dashboard tile's link).
  const [active, setActive] = useUrlTab(TAB_KEYS, 'balance');
  const [ledger, setLedger] = useState<LedgerTarget | null>(null);
  const openLedger = (target: LedgerTarget) => {
    setLedger(target);
    setActive('ledger');
  };
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setActive(key as TabKey)}
      items={[
        { key: 'balance', label: t('report.tabs.balance'), children: <BalanceTab onLedger={openLedger} /> },
        { key: 'asOf', label: t('report.tabs.asOf'), children: <BalanceAsOfTab onLedger={openLedger} /> },
        { key: 'ledger', label: t('report.tabs.ledger'), children: <LedgerTab target={ledger} onTarget={setLedger} /> },
        { key: 'expiry', label: t('report.tabs.expiry'), children: <NearExpiryTab /> },
        { key: 'slow', label: t('report.tabs.slow'), children: <SlowMoverTab /> },
        { key: 'ageing', label: t('report.tabs.ageing'), children: <AgeingTab /> },
        { key: 'projected', label: t('report.tabs.projected'), children: <ProjectedTab /> },
        { key: 'inOut', label: t('report.tabs.inOut'), children: <InOutTab /> },
        ...(canCheck ? [{ key: 'drift', label: t('drift.tab'), children: <DriftTab /> }] : []),
      ]}
    />
  );
}
