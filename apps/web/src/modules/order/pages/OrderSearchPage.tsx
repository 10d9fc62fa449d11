import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Segmented, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusTag } from '../../../components/document/StatusTag';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { useChildMessages } from '../../../lib/child-window';
import { get } from '../../../lib/http';
import { partyLabel, partyOptions } from '../../../lib/party-options';
import { ORDER_API, orderKeys, useGoodsSearch, useOrderViews, useWarehouses } from '../api';
import {
  DELIVERY_STATUSES,
  ORDER_CHANNELS,
  ORDER_STATES,
  ORDER_TYPES,
  ORDER_VIEWS,
  type OrderState,
  type OrderSummary,
  type OrderView,
  orderCodes,
} from '../types';
import { changedOrderOf, openOrderDetail, openOrderNew, orderDetailPath } from '../windows';
import { STATE_COLORS } from './OrderView';

type Row = CrudRow & OrderSummary;
const ALL = 'all';

/**
 * /sales/order (menu "order"): the order search of domain.md §4 with its filters and the four saved
 * views as segments with their counts; a row's number opens the order.
 */
export default function OrderSearchPage() {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [view, setView] = useState<OrderView | typeof ALL>(ALL);
  const counts = useOrderViews();
  const warehouses = useWarehouses();
  const goods = useGoodsSearch('');
  const buyers = useQuery({ queryKey: [...orderKeys.all, 'buyers'], queryFn: () => partyOptions(), retry: false });
  const salespeople = useQuery({
    queryKey: [...orderKeys.all, 'salespeople'],
    queryFn: () =>
      get<{ id: string; account: string; realName: string | null }[]>(
        '/smdp-customer/baseCustomer/salesperson-options',
        undefined,
        { quiet: true },
      ),
    retry: false,
  });
  const refreshList = useRef<() => void>(() => {});

  useChildMessages((message) => {
    if (!changedOrderOf(message)) return;
    void client.invalidateQueries({ queryKey: orderKeys.all });
    refreshList.current();
  });

  const config = useMemo(
    (): CrudConfig<Row> => ({
      code: 'order',
      layoutCode: 'order-search',
      title: t('search.title'),
      entity: t('detail.entity'),
      api: { list: `${ORDER_API}/list`, remove: `${ORDER_API}/remove` },
      query: { view: view === ALL ? undefined : view },
      fields: [
        {
          key: 'docNo',
          label: t('fields.docNo'),
          search: 'like',
          column: {
            key: true,
            sorter: true,
            width: 170,
            render: (value, row) => (
              <Typography.Link onClick={() => navigate(orderDetailPath(row.id))}>{String(value)}</Typography.Link>
            ),
          },
        },
        {
          key: 'state',
          label: t('fields.state'),
          options: ORDER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          search: 'equal',
          column: {
            width: 130,
            render: (value) => (
              <StatusTag state={value as OrderState} colors={STATE_COLORS} label={t(`states.${value as OrderState}`)} />
            ),
          },
        },
        {
          key: 'channel',
          label: t('fields.channel'),
          options: ORDER_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) })),
          search: 'equal',
          column: { width: 110 },
        },
        {
          key: 'type',
          label: t('fields.type'),
          options: ORDER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
          search: 'equal',
          column: { width: 90, hidden: true },
        },
        {
          key: 'buyerPartyId',
          label: t('fields.buyer'),
          options: (buyers.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) })),
          search: 'equal',
          column: false,
        },
        { key: 'buyerName', label: t('fields.buyer'), column: { width: 180 } },
        {
          key: 'goodsId',
          label: t('fields.goods'),
          options: (goods.data ?? []).map((one) => ({ value: one.id, label: `${one.sku} ${one.name}` })),
          search: 'equal',
          column: false,
        },
        {
          key: 'salespersonId',
          label: t('fields.salesperson'),
          options: (salespeople.data ?? []).map((person) => ({
            value: person.id,
            label: person.realName ? `${person.realName} (${person.account})` : person.account,
          })),
          search: 'equal',
          column: false,
        },
        {
          key: 'shipFromWarehouseId',
          label: t('fields.warehouse'),
          options: (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` })),
          search: 'equal',
          column: false,
        },
        { key: 'shipFromWarehouseName', label: t('fields.warehouse'), column: { width: 150 } },
        {
          key: 'deliveryStatus',
          label: t('fields.deliveryStatus'),
          options: DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`deliveryStatuses.${status}`) })),
          column: { width: 130 },
        },
        { key: 'actualTotalAmount', label: t('pay.actualTotalAmount'), kind: 'money', column: { width: 130 } },
        { key: 'lineCount', label: t('fields.lineCount'), kind: 'number', column: { width: 80, hidden: true } },
        { key: 'expectedDate', label: t('fields.expectedDate'), column: { width: 120, hidden: true } },
        { key: 'createTime', label: t('fields.created'), search: 'range', column: { sorter: true, width: 170 } },
      ],
      canEdit: () => false,
      canDelete: (row) => row.state === 'DRAFT',
      toolbarActions: [
        {
          key: 'new',
          label: t('search.new'),
          permission: orderCodes.save,
          run: () => navigate('/sales/purchase'),
        },
        {
          key: 'newWindow',
          label: t('search.newWindow'),
          permission: orderCodes.save,
          run: (context) => {
            refreshList.current = context.refresh;
            openOrderNew();
          },
        },
      ],
      rowActions: [
        { key: 'open', label: t('search.open'), run: (row) => navigate(orderDetailPath(row.id)) },
        {
          key: 'window',
          label: t('search.openWindow'),
          run: (row, context) => {
            refreshList.current = context.refresh;
            openOrderDetail(row.id);
          },
        },
      ],
      onChanged: () => void client.invalidateQueries({ queryKey: orderKeys.views() }),
    }),
    [t, navigate, client, view, buyers.data, goods.data, salespeople.data, warehouses.data],
  );

  const countOf = (name: OrderView) => counts.data?.[name];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Segmented
        aria-label={t('search.views')}
        value={view}
        onChange={(value) => setView(value as OrderView | typeof ALL)}
        options={[
          { value: ALL, label: t('views.all') },
          ...ORDER_VIEWS.map((name) => ({
            value: name,
            label: countOf(name) === undefined ? t(`views.${name}`) : `${t(`views.${name}`)} (${countOf(name)})`,
          })),
        ]}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <CrudPage config={config} />
    </Space>
  );
}
