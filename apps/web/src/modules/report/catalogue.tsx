import { Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import type { LinkedReport, ReportArea, ReportDefinition } from './definition';
import { coverageReport, distanceAnomalyReport, missedReasonReport, strikeRateReport } from './definitions/field';
import { storeCountReport, storeOrderReport, storeWarehouseReport } from './definitions/network';
import {
  buyerTrendReport,
  fillRateReport,
  orderStatusReport,
  returnReasonReport,
  salesReport,
} from './definitions/orders';
import { ReportPage } from './ReportPage';

/** The areas of domain.md §11 in the centre's order (rebate reports wait for their data). */
export const AREAS: ReportArea[] = ['orders', 'stock', 'finance', 'network', 'field'];

// The day map draws with Leaflet: its code loads only when the map is opened.
const DayMapReport = lazy(() => import('./field/DayMapReport'));

/** One of the centre's own reports, as the centre lists it: its page is made when it is opened. */
export type OwnReport = { code: string; area: ReportArea; title: string; description: string; page: () => ReactNode };

const own = <R extends object>(definition: ReportDefinition<R>): OwnReport => ({
  code: definition.code,
  area: definition.area,
  title: definition.title,
  description: definition.description,
  page: () => <ReportPage key={definition.code} definition={definition} />,
});

/**
 * Every report of the centre: its own (run on the report page) and those that live on their module's
 * page, to which it links. Built per language, as the labels are translated.
 */
export function reportCatalogue(t: TFunction): { own: OwnReport[]; links: LinkedReport[] } {
  const linked = (code: string, area: ReportArea, menuPath: string): LinkedReport => ({
    code,
    area,
    menuPath,
    title: t(`linked.${code}.title`),
    description: t(`linked.${code}.description`),
  });
  return {
    own: [
      own(orderStatusReport(t)),
      own(fillRateReport(t)),
      own(returnReasonReport(t)),
      own(salesReport(t)),
      own(buyerTrendReport(t)),
      own(storeCountReport(t)),
      own(storeWarehouseReport(t)),
      own(storeOrderReport(t)),
      own(coverageReport(t)),
      own(strikeRateReport(t)),
      own(missedReasonReport(t)),
      own(distanceAnomalyReport(t)),
      {
        code: 'day-map',
        area: 'field',
        title: t('reports.day-map.title'),
        description: t('reports.day-map.description'),
        page: () => (
          <Suspense fallback={<Skeleton active />}>
            <DayMapReport />
          </Suspense>
        ),
      },
    ],
    links: [
      ...['balance', 'asOf', 'ledger', 'ageing', 'projected', 'expiry', 'inOut', 'slow'].map((code) =>
        linked(`stock.${code}`, 'stock', '/stock/report'),
      ),
      ...['balances', 'receivables', 'receipts', 'credit'].map((code) =>
        linked(`finance.${code}`, 'finance', '/finance/account-balance'),
      ),
      linked('finance.statement', 'finance', '/finance/statement'),
      linked('finance.reconciliation', 'finance', '/finance/reconciliation'),
    ],
  };
}
