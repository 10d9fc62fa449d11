import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Perm';
import {
  fieldKeys,
  openRouteMgr,
  ROUTE_FREQUENCIES,
  type RouteSummary,
  removeRoutes,
  routeCodes,
  routeDetailPath,
  setRouteState,
  useRoutes,
} from '../api';
import { RouteForm } from '../RouteForm';

type Filter = { name_like?: string; frequency_equal?: string; state_equal?: string };

/** /sales/shopVist/routeMgr: the visit routes the caller sees; create, change, open the detail. */
export default function RoutePage() {
  const { t } = useTranslation('field');
  const navigate = useNavigate();
  const client = useQueryClient();
  const mayAdd = usePermission(routeCodes.add);
  const mayEdit = usePermission(routeCodes.edit);
  const mayDelete = usePermission(routeCodes.delete);
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [editing, setEditing] = useState<RouteSummary | null | undefined>();
  const routes = useRoutes({ ...filter, ...page });
  const refresh = () => client.invalidateQueries({ queryKey: fieldKeys.all });

  const toggle = async (route: RouteSummary) => {
    try {
      await setRouteState(route, route.state === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE');
      await refresh();
    } catch {
      // The http layer shows the server's translated refusal.
    }
  };
  const remove = (route: RouteSummary) =>
    Modal.confirm({
      title: t('route.deleteConfirm', { name: route.name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await removeRoutes([route.id]);
        await refresh();
      },
    });

  const columns: ColumnsType<RouteSummary> = [
    {
      key: 'routeNo',
      title: t('route.routeNo'),
      dataIndex: 'routeNo',
      fixed: 'left',
      render: (value: string, row) => (
        <Typography.Link onClick={() => navigate(routeDetailPath(row.id))}>{value}</Typography.Link>
      ),
    },
    { key: 'name', title: t('route.name'), dataIndex: 'name' },
    { key: 'owner', title: t('route.owner'), render: (_: unknown, row) => row.ownerName ?? t('route.company') },
    { key: 'salesperson', title: t('route.salesperson'), render: (_: unknown, row) => row.salespersonName ?? '—' },
    {
      key: 'frequency',
      title: t('route.frequency'),
      render: (_: unknown, row) =>
        `${t(`route.frequencies.${row.frequency}`)} · ${row.weekdays.map((day) => t(`route.weekdays.${day}`)).join(', ')}`,
    },
    { key: 'stops', title: t('route.stopCount'), dataIndex: 'stopCount' },
    {
      key: 'state',
      title: t('route.state'),
      dataIndex: 'state',
      render: (state: RouteSummary['state']) => (
        <Tag color={state === 'ACTIVE' ? 'green' : 'default'}>{t(`route.states.${state}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('route.actions'),
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => navigate(routeDetailPath(row.id))}>
            {t('route.open')}
          </Button>
          <Button type="link" size="small" onClick={() => openRouteMgr(row.id)}>
            {t('route.openWindow')}
          </Button>
          {mayEdit ? (
            <>
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                {t('route.edit')}
              </Button>
              <Button type="link" size="small" onClick={() => toggle(row)}>
                {row.state === 'ACTIVE' ? t('route.inactivate') : t('route.activate')}
              </Button>
            </>
          ) : null}
          {mayDelete ? (
            <Button type="link" size="small" danger onClick={() => remove(row)}>
              {t('route.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const filtered = (patch: Filter) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage((current) => ({ ...current, current: 1 }));
  };

  return (
    <Card title={t('route.title')}>
      <Flex vertical gap="small">
        <Flex gap="small" wrap justify="space-between">
          <Flex gap="small" wrap>
            <Input.Search
              aria-label={t('route.name')}
              placeholder={t('route.name')}
              allowClear
              style={{ maxWidth: 220 }}
              onSearch={(value) => filtered({ name_like: value.trim() || undefined })}
            />
            <Select
              aria-label={t('route.frequency')}
              placeholder={t('route.frequency')}
              allowClear
              style={{ width: 160 }}
              options={ROUTE_FREQUENCIES.map((value) => ({ value, label: t(`route.frequencies.${value}`) }))}
              onChange={(value?: string) => filtered({ frequency_equal: value })}
            />
            <Select
              aria-label={t('route.state')}
              placeholder={t('route.state')}
              allowClear
              style={{ width: 140 }}
              options={(['ACTIVE', 'INACTIVE'] as const).map((value) => ({ value, label: t(`route.states.${value}`) }))}
              onChange={(value?: string) => filtered({ state_equal: value })}
            />
          </Flex>
          {mayAdd ? (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('route.create')}
            </Button>
          ) : null}
        </Flex>
        <Table
          rowKey="id"
          size="middle"
          loading={routes.isLoading}
          dataSource={routes.data?.records ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('route.none') }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: routes.data?.total ?? 0,
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      </Flex>
      {editing !== undefined ? (
        <RouteForm
          route={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            if (!editing) navigate(routeDetailPath(saved.id));
          }}
        />
      ) : null}
    </Card>
  );
}
