import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { Page } from '@smdp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, Modal, message, Space, Table, type TableProps, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, get } from '../lib/http';
import { usePermissions } from '../lib/session';
import { useUrlSearch } from '../lib/url-search';
import { ColumnSettings } from './ColumnSettings';
import { RowDetail, tableColumns } from './columns';
import { downloadXlsx, exportOnServer, exportsAsJob, fetchAll, sheetOf } from './export';
import { type DialogState, FormDialog } from './FormDialog';
import { ImportDialog } from './ImportDialog';
import { useCallerCurrency } from './money';
import { type SearchValues, type Sort, searchQuery, searchValuesFromUrl, sortQuery } from './query';
import { actionsWidth, confirmThen, INLINE_ACTIONS, RowActions } from './RowActions';
import { SearchBar } from './SearchBar';
import type { ActionContext, CrudConfig, CrudRow, RowAction } from './types';
import { useTableLayout } from './useTableLayout';
import './crud.css';

/** Pages longer than this render only the rows in view. */
const VIRTUAL_FROM_ROWS = 100;
const PAGE_SIZES = [10, 20, 50, 100, 200, 500];

type Props<R extends CrudRow> = {
  config: CrudConfig<R>;
  /** Extra filters from outside the page's own search form (a department tree on the left, say). */
  filter?: Record<string, string | number | undefined>;
};

/**
 * A list with search, paging, sorting, selection, add/edit/view dialogs, multi-delete, export and
 * saved column layout, all driven by one typed config. Buttons show only for granted codes, and the
 * server checks the same codes.
 */
export function CrudPage<R extends CrudRow>({ config, filter }: Props<R>) {
  // A long export runs as a job: its notice is the jobs page's text.
  const { t } = useTranslation(['crud', 'job']);
  const codes = usePermissions((state) => state.codes);
  const can = (action: string) => codes[`${config.code}_${action}`] === true;
  const layout = useTableLayout(config.layoutCode ?? config.code, config.fields);
  // A link may open the list already searched (`?state=SUBMITTED`, a dashboard tile's); a new link searches again.
  const urlSearch = useUrlSearch();
  const [search, setSearch] = useState<SearchValues>(() => searchValuesFromUrl(config.fields, urlSearch));
  const [searchedUrl, setSearchedUrl] = useState(urlSearch);
  const [paging, setPaging] = useState<{ current: number; size?: number }>({ current: 1 });
  if (searchedUrl !== urlSearch) {
    setSearchedUrl(urlSearch);
    setSearch(searchValuesFromUrl(config.fields, urlSearch));
    setPaging((current) => ({ ...current, current: 1 }));
  }
  const [sort, setSort] = useState<Sort>(null);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<R[]>([]);
  const [dialog, setDialog] = useState<DialogState<R>>(null);
  const [exporting, setExporting] = useState(false);
  // A tree's rows unfold into their children, so on a phone their other columns show in a dialog.
  const [detail, setDetail] = useState<R | null>(null);
  const size = paging.size ?? layout.pageSize ?? 10;
  // A phone shows the key columns and unfolds the rest under a row; fixed columns would cover the table.
  const narrow = Grid.useBreakpoint().md === false;
  const currency = useCallerCurrency(config.fields.some((field) => field.kind === 'money'));

  const query = useMemo(
    () => ({ ...config.query, ...filter, ...searchQuery(config.fields, search), ...sortQuery(sort) }),
    [config.query, config.fields, filter, search, sort],
  );
  const list = useQuery({
    queryKey: ['crud', config.code, config.api.list, query, config.tree ? 'tree' : paging.current, size],
    queryFn: async (): Promise<Page<R>> => {
      if (!config.tree) return get<Page<R>>(config.api.list, { ...query, current: paging.current, size });
      const rows = await get<R[]>(config.api.list, query);
      return { records: rows, total: rows.length, size: rows.length, current: 1, pages: 1 };
    },
    placeholderData: keepPreviousData,
    enabled: layout.ready,
  });
  const refresh = () => {
    setSelected([]);
    void list.refetch();
  };
  const changed = () => {
    refresh();
    config.onChanged?.();
  };
  const context: ActionContext<R> = { refresh: changed, selected };

  async function openDialog(mode: 'edit' | 'view', row: R) {
    const latest = config.api.detail ? await get<R>(config.api.detail, { id: row.id }) : row;
    setDialog({ mode, row: latest });
  }

  function remove(rows: R[]) {
    if (!rows.length) {
      message.warning(t('selectAtLeastOne'));
      return;
    }
    Modal.confirm({
      title: t('confirmDelete'),
      okType: 'danger',
      onOk: async () => {
        const removed = await api<unknown>(config.api.removeMethod ?? 'POST', config.api.remove as string, {
          query: { ids: rows.map((row) => row.id).join(',') },
        });
        // Calls that answer with a count leave out rows the caller may not delete; say so rather than "done".
        if (typeof removed === 'number' && removed < rows.length) {
          message.warning(t('deletedSome', { count: removed, total: rows.length }));
        } else {
          message.success(t('deleted'));
        }
        changed();
      },
    });
  }

  async function exportXlsx() {
    setExporting(true);
    try {
      const visible = layout.columns.filter((column) => column.visible).map((column) => column.key);
      const fields = visible.flatMap((key) => config.fields.filter((field) => field.key === key));
      // A long list would take the browser many seconds of page calls: the server exports it as a job.
      if (await exportsAsJob(config.api.list, query, Boolean(config.tree))) {
        await exportOnServer(config.api.list, query, fields, `${config.title}-${today()}`, yesNo);
        message.info(t('job:export.queued'));
        return;
      }
      const rows = await fetchAll<R>(config.api.list, query, Boolean(config.tree));
      await downloadXlsx(sheetOf(fields, rows, yesNo), `${config.title}-${today()}`);
      message.success(t('exported', { count: rows.length }));
    } catch (error) {
      // A refused call has already said why; anything else (the file could not be written) says it here.
      if (!(error instanceof ApiError)) message.error(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  const rowActions: RowAction<R>[] = [
    ...(narrow && config.tree ? [{ key: 'details', label: t('details'), run: (row: R) => setDetail(row) }] : []),
    ...(can('view') ? [{ key: 'view', label: t('view'), run: (row: R) => openDialog('view', row) }] : []),
    ...(can('edit') && (config.api.update ?? config.api.submit)
      ? [{ key: 'edit', label: t('edit'), visible: config.canEdit, run: (row: R) => openDialog('edit', row) }]
      : []),
    ...(config.rowActions ?? []).filter((action) => !action.permission || codes[action.permission]),
    ...(can('delete') && config.api.remove
      ? [{ key: 'delete', label: t('delete'), danger: true, visible: config.canDelete, run: (row: R) => remove([row]) }]
      : []),
  ];

  const rows = list.data?.records ?? [];
  const yesNo: [string, string] = [t('yes'), t('no')];
  const columns = tableColumns({
    layout: layout.columns,
    fields: config.fields,
    rows,
    sort,
    sortable: !config.tree,
    yesNo,
    currency,
    narrow,
  });
  if (rowActions.length) {
    const inline = narrow ? 0 : INLINE_ACTIONS;
    columns.push({
      key: 'actions',
      title: narrow ? '' : t('actions'),
      fixed: narrow ? undefined : 'right',
      width: narrow ? 48 : actionsWidth(rows, rowActions, inline, t('actions')),
      render: (_: unknown, row: R) => <RowActions row={row} actions={rowActions} context={context} inline={inline} />,
    });
  }
  const folded = layout.columns.some((column) => column.visible && !column.locked);

  const onChange: TableProps<R>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: Sort = one?.order && one.columnKey ? { key: String(one.columnKey), order: one.order } : null;
    if (next?.key !== sort?.key || next?.order !== sort?.order) setSort(next);
    if (!config.tree) setPaging({ current: pagination.current ?? 1, size: pagination.pageSize ?? size });
  };

  const virtual = !config.tree && size > VIRTUAL_FROM_ROWS;

  return (
    <Card title={config.title} className="crud-page">
      <SearchBar
        key={searchedUrl}
        initialValues={search}
        fields={config.fields}
        narrow={narrow}
        onSearch={(values) => {
          // Searching again for the same thing asks the server again: a tab kept alive shows what it
          // showed when the person left it, and Search is how they ask for today's figures.
          if (paging.current === 1 && JSON.stringify(values) === JSON.stringify(search)) refresh();
          setSearch(values);
          setPaging((current) => ({ ...current, current: 1 }));
        }}
      />
      <div className="crud-toolbar">
        <Space wrap>
          {can('add') && config.api.submit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add', row: null })}>
              {t('add')}
            </Button>
          ) : null}
          {can('delete') && config.api.remove ? (
            <Button danger icon={<DeleteOutlined />} onClick={() => remove(selected)}>
              {t('deleteSelected')}
            </Button>
          ) : null}
          {(config.toolbarActions ?? [])
            .filter((action) => !action.permission || codes[action.permission])
            .map((action) => (
              <Button
                key={action.key}
                danger={action.danger}
                onClick={() => confirmThen(action.confirm, () => action.run(context))}
              >
                {action.label}
              </Button>
            ))}
          {can('import') && config.importing ? (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('import.action')}
            </Button>
          ) : null}
          {can('export') ? (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXlsx()}>
              {t('export')}
            </Button>
          ) : null}
        </Space>
        <Space>
          <Tooltip title={t('refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={refresh} />
          </Tooltip>
          <ColumnSettings
            columns={layout.columns}
            onSave={(next) => layout.save(next, paging.size ?? layout.pageSize)}
            onReset={layout.reset}
          />
        </Space>
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={refresh}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      <Table<R>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        onChange={onChange}
        virtual={virtual}
        // On a phone the key columns share the screen's width (cut with an ellipsis) rather than scroll.
        scroll={virtual ? { x: 1000, y: 600 } : narrow ? undefined : { x: 'max-content' }}
        tableLayout={narrow ? 'fixed' : undefined}
        expandable={
          narrow && folded && !config.tree
            ? { expandedRowRender: (row) => <RowDetail row={row} layout={layout.columns} fields={config.fields} /> }
            : undefined
        }
        rowSelection={
          can('delete') || config.toolbarActions?.length
            ? {
                selectedRowKeys: selected.map((row) => row.id),
                onChange: (_keys, chosen) => setSelected(chosen),
                checkStrictly: false,
              }
            : undefined
        }
        pagination={
          config.tree
            ? false
            : {
                current: paging.current,
                pageSize: size,
                total: list.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES,
                showTotal: (total) => t('total', { total }),
              }
        }
      />
      <Modal open={Boolean(detail)} title={config.entity} footer={null} onCancel={() => setDetail(null)}>
        {detail ? <RowDetail row={detail} layout={layout.columns} fields={config.fields} all /> : null}
      </Modal>
      {config.importing ? (
        <ImportDialog
          spec={config.importing}
          open={importing}
          entity={config.entity}
          onClose={() => setImporting(false)}
          onDone={changed}
        />
      ) : null}
      <FormDialog
        config={config}
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          changed();
        }}
      />
    </Card>
  );
}

const today = () => new Date().toISOString().slice(0, 10);
