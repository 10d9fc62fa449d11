import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type Outbound, useVoucher } from '../api';
import { VoucherView } from './VoucherDetail';

/** /customer-sales/outbound/detailView?id=: one outbound, as a shipment's consignee or its warehouse sees it. */
export default function OutboundDetailViewPage() {
  const { t } = useTranslation('stock');
  const id = new URLSearchParams(useLocation().search).get('id');
  const outbound = useVoucher<Outbound>('outbound', id);
  return (
    <Card
      title={outbound.data ? `${t('outbound.detailTitle')} ${outbound.data.voucherNo}` : t('outbound.detailTitle')}
      loading={outbound.isLoading}
    >
      {outbound.data ? (
        <VoucherView kind="outbound" voucher={outbound.data} />
      ) : (
        <Empty description={t('voucher.notFound')} />
      )}
    </Card>
  );
}
