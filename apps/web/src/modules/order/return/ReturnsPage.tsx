import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, List, Modal, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/document/StatusTag';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { useChildMessages } from '../../../lib/child-window';
import {
  findReturnableOrders,
  RETURN_API,
  RETURN_MENU,
  RETURN_SAVED,
  RETURN_STATES,
  type ReturnDetail,
  type ReturnStateName,
  type ReturnSummary,
  returnCodes,
  returnKeys,
  useReturn,
} from './api';
import { ReturnForm } from './ReturnForm';
import { RETURN_STATE_COLORS, ReturnView } from './ReturnView';

type Row = CrudRow & ReturnSummary;

/**
 * /sales/order/return: the returns the caller sees (its own as a buyer, its buyers' as a seller), a
 * new return started from a delivered order found by its number, and each return with its buttons.
 */
export default function ReturnsPage() {
  const { t } = useTranslation('orderReturn');
  const client = useQueryClient();
  const [opened, setOpened] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const refreshList = useRef<() => void>(() => {});

  useChildMessages((childMessage) => {
    if (childMessage.type !== RETURN_SAVED) return;
    refreshList.current();
    setOpened(String(childMessage.payload));
  });

  const config = useMemo(
    (): CrudConfig<Row> => ({
      code: RETURN_MENU,
      title: t('title'),
      entity: t('entity'),
      api: { list: `${RETURN_API}/list`, detail: `${RETURN_API}/detail`, remove: `${RETURN_API}/remove` },
      fields: [
        { key: 'docNo', label: t('no'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        {
          key: 'state',
          label: t('state'),
          options: RETURN_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          search: 'equal',
          column: {
            width: 120,
            render: (value) => (
              <StatusTag
                state={value as ReturnStateName}
                colors={RETURN_STATE_COLORS}
                label={t(`states.${value as ReturnStateName}`)}
              />
            ),
          },
        },
        { key: 'buyerName', label: t('buyer'), column: { width: 180 } },
        { key: 'sellerName', label: t('seller'), column: { width: 160 } },
        { key: 'shipFromWarehouseName', label: t('receivingWarehouse'), column: { width: 160 } },
        { key: 'lineCount', label: t('lineCount'), kind: 'number', column: { width: 80 } },
        { key: 'actualTotalAmount', label: t('refundPlanned'), column: { width: 120 } },
        { key: 'createTime', label: t('created'), search: 'range', column: { sorter: true, width: 160 } },
      ],
      canEdit: () => false,
      canDelete: (row) => row.state === 'DRAFT',
      toolbarActions: [
        {
          key: 'new',
          label: t('new'),
          permission: returnCodes.add,
          run: (context) => {
            refreshList.current = context.refresh;
            setCreating(true);
          },
        },
      ],
      rowActions: [
        {
          key: 'open',
          label: t('open'),
          run: (row, context) => {
            refreshList.current = context.refresh;
            setOpened(row.id);
          },
        },
      ],
    }),
    [t],
  );

  const changed = (ret: ReturnDetail) => {
    void client.invalidateQueries({ queryKey: returnKeys.all });
    refreshList.current();
    setCreating(false);
    setOpened(ret.id);
  };

  return (
    <>
      <CrudPage config={config} />
      {creating ? <NewReturnDialog onClose={() => setCreating(false)} onSaved={changed} /> : null}
      {opened ? (
        <ReturnDialog id={opened} onClose={() => setOpened(null)} onChanged={() => refreshList.current()} />
      ) : null}
    </>
  );
}

/** A return in a dialog. */
function ReturnDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('orderReturn');
  const ret = useReturn(id);
  return (
    <Modal open width={1100} footer={null} onCancel={onClose} title={ret.data?.docNo ?? t('entity')}>
      {ret.data ? (
        <ReturnView ret={ret.data} onChanged={onChanged} />
      ) : ret.isError ? (
        <Alert type="error" title={t('notFound')} />
      ) : (
        <Typography.Text type="secondary">…</Typography.Text>
      )}
    </Modal>
  );
}

/** Finds the delivered order to return by its number, then shows the return form for it. */
function NewReturnDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (ret: ReturnDetail) => void }) {
  const { t } = useTranslation('orderReturn');
  const [docNo, setDocNo] = useState('');
  const [found, setFound] = useState<ReturnSummary[] | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const search = async () => setFound(await findReturnableOrders(docNo.trim()));
  return (
    <Modal open width={1100} footer={null} onCancel={onClose} title={t('new')}>
      {orderId ? (
        <ReturnForm orderId={orderId} onSaved={onSaved} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('originalNo')}
              placeholder={t('originalNo')}
              value={docNo}
              onChange={(event) => setDocNo(event.target.value)}
              onPressEnter={() => void search()}
            />
            <Button type="primary" onClick={() => void search()}>
              {t('find')}
            </Button>
          </Space.Compact>
          {found ? (
            <List
              size="small"
              bordered
              locale={{ emptyText: t('noDeliveredOrder') }}
              dataSource={found}
              renderItem={(order) => (
                <List.Item
                  actions={[
                    <Button key="pick" size="small" onClick={() => setOrderId(order.id)}>
                      {t('returnThis')}
                    </Button>,
                  ]}
                >
                  {`${order.docNo} · ${order.buyerName ?? ''} · ${order.actualTotalAmount}`}
                </List.Item>
              )}
            />
          ) : null}
        </Space>
      )}
    </Modal>
  );
}
