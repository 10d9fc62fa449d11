import { Button, Input, List, Modal, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentDialog } from '../../../components/document/DocumentDetail';
import {
  DocumentListPage,
  type DocumentListSpec,
  stateField,
  useDocumentList,
} from '../../../components/document/DocumentListPage';
import type { CrudRow } from '../../../crud/types';
import { useChildMessages } from '../../../lib/child-window';
import {
  findReturnableOrders,
  RETURN_API,
  RETURN_MENU,
  RETURN_SAVED,
  RETURN_STATES,
  type ReturnDetail,
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
  const list = useDocumentList<ReturnDetail>(returnKeys.all);
  const { commands } = list;

  useChildMessages((childMessage) => {
    if (childMessage.type !== RETURN_SAVED) return;
    commands.refresh();
    commands.open(String(childMessage.payload));
  });

  const spec = useMemo(
    (): DocumentListSpec<Row> => ({
      code: RETURN_MENU,
      title: t('title'),
      entity: t('entity'),
      api: RETURN_API,
      fields: [
        { key: 'docNo', label: t('no'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        stateField({
          label: t('state'),
          states: RETURN_STATES,
          colors: RETURN_STATE_COLORS,
          stateLabel: (state) => t(`states.${state}`),
          width: 120,
        }),
        { key: 'buyerName', label: t('buyer'), column: { width: 180 } },
        { key: 'sellerName', label: t('seller'), column: { width: 160 } },
        { key: 'shipFromWarehouseName', label: t('receivingWarehouse'), column: { width: 160 } },
        { key: 'lineCount', label: t('lineCount'), kind: 'number', column: { width: 80 } },
        { key: 'actualTotalAmount', label: t('refundPlanned'), column: { width: 120 } },
        { key: 'createTime', label: t('created'), search: 'range', column: { sorter: true, width: 160 } },
      ],
      canDelete: (row) => row.state === 'DRAFT',
      create: { label: t('new'), permission: returnCodes.add },
      openLabel: t('open'),
    }),
    [t],
  );

  return (
    <DocumentListPage
      list={list}
      spec={spec}
      detail={(id) => <ReturnDialog id={id} onClose={commands.close} onChanged={commands.refresh} />}
      editor={() => <NewReturnDialog onClose={commands.stopEditing} onSaved={commands.saved} />}
    />
  );
}

/** A return in a dialog. */
function ReturnDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('orderReturn');
  return (
    <DocumentDialog
      query={useReturn(id)}
      width={1100}
      title={(ret) => ret.docNo}
      fallbackTitle={t('entity')}
      notFound={t('notFound')}
      onClose={onClose}
    >
      {(ret) => <ReturnView ret={ret} onChanged={onChanged} />}
    </DocumentDialog>
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
