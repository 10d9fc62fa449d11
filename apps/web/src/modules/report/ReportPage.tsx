import { reportCenterCodes } from '@smdp/contracts/report';
import { Button, Card, Flex, message, Table, type TableProps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Chart } from '../../components/chart/Chart';
import { downloadXlsx, exportOnServer, exportsAsJob, fetchAll, sheetOf } from '../../crud/export';
import type { CrudField, CrudRow } from '../../crud/types';
import { ApiError } from '../../lib/http';
import { formatMoney } from '../../lib/money';
import { usePermissions } from '../../lib/session';
import { useUrlSearch } from '../../lib/url-search';
import { type FilterValues, useReportRows } from './api';
import type { ReportColumn, ReportDefinition } from './definition';
import { FilterSetBar } from './FilterSetBar';
import { ReportFilters } from './ReportFilters';
import { filtersFromUrl, reportSearch } from './url';

const PAGE_SIZE = 20;

/** A column's value as shown on screen and written to the sheet. */
function shown<R>(column: ReportColumn<R>, row: R): string {
  if (column.text) return column.text(row);
  const value = row[column.key];
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return formatMoney(value);
  if (column.kind === 'percent') return `${String(value)} %`;
  return String(value);
}

/** The sheet keeps numbers as numbers (sums work in Excel); text columns as shown. */
function exported<R>(column: ReportColumn<R>, row: R): string | number | null {
  if (column.kind === 'text') return shown(column, row);
  const value = Number(row[column.key]);
  return Number.isFinite(value) ? value : null;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The one report page pattern: filters, saved filter sets, a chart of the rows on the page, a paged
 * table and export to Excel (in the browser, or as a job on the downloads page when the result is long).
 */
export function ReportPage<R extends object>({ definition }: { definition: ReportDefinition<R> }) {
  const { t } = useTranslation('report');
  const { t: tc } = useTranslation('crud');
  const canExport = usePermissions((state) => state.codes[reportCenterCodes.export] === true);
  const navigate = useNavigate();
  const urlSearch = useUrlSearch();
  const [filters, setFilters] = useState<FilterValues>(() => filtersFromUrl(definition, urlSearch));
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE });
  // A new address (a tile's link while this page stays open in its tab) runs what it asks for.
  const [seenUrl, setSeenUrl] = useState(urlSearch);
  if (seenUrl !== urlSearch) {
    setSeenUrl(urlSearch);
    setFilters(filtersFromUrl(definition, urlSearch));
    setPaging((old) => ({ ...old, current: 1 }));
  }
  const [exporting, setExporting] = useState(false);
  const query = { ...filters, ...paging };
  const rows = useReportRows<R>(definition.path, query);
  const records = rows.data?.records ?? [];
  const option = useMemo(() => definition.chart(records), [definition, records]);

  // The address follows the filters applied, so a reload or a shared link runs the same report.
  const apply = (values: FilterValues) =>
    navigate({ search: reportSearch(definition.code, { ...definition.defaults, ...values }) }, { replace: true });

  async function exportXlsx() {
    setExporting(true);
    const fileName = `${definition.title}-${today()}`;
    const fields: CrudField<R & CrudRow>[] = definition.columns.map((column) => ({
      key: column.key,
      label: column.label,
      exportValue: (row) => exported(column, row),
    }));
    try {
      if (await exportsAsJob(definition.path, filters, false)) {
        await exportOnServer(definition.path, filters, fields, fileName, [tc('yes'), tc('no')]);
        message.info(t('exportQueued'));
        return;
      }
      const all = await fetchAll<R & CrudRow>(definition.path, filters, false);
      await downloadXlsx(sheetOf(fields, all, [tc('yes'), tc('no')]), fileName);
      message.success(tc('exported', { count: all.length }));
    } catch (error) {
      if (!(error instanceof ApiError)) message.error(tc('exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  const columns: TableProps<R>['columns'] = definition.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.label,
    width: column.width,
    align: column.kind === 'text' ? 'left' : 'right',
    render: (_: unknown, row: R) => shown(column, row),
  }));

  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {definition.title}
        </Typography.Title>
        <Typography.Text type="secondary">{definition.description}</Typography.Text>
      </div>
      <Card size="small">
        <Flex vertical gap={12}>
          <ReportFilters filters={definition.filters} values={filters} defaults={definition.defaults} onApply={apply} />
          <Flex gap={8} wrap justify="space-between">
            <FilterSetBar reportCode={definition.code} current={filters} onApply={apply} />
            {canExport && (
              <Button onClick={exportXlsx} loading={exporting} disabled={!rows.data?.total}>
                {tc('export')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
      {records.length > 0 && (
        <Card size="small">
          <Chart option={option} label={t('chartLabel', { title: definition.title })} />
        </Card>
      )}
      <Table<R>
        size="small"
        rowKey={definition.rowKey}
        columns={columns}
        dataSource={records}
        loading={rows.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: rows.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, size) => setPaging({ current, size }),
        }}
      />
    </Flex>
  );
}
