import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type Outbound, useVoucher } from '../api';
import { voucherChangedAndClose } from '../windows';
import { StandaloneState } from './StandaloneState';
import { VoucherView } from './VoucherDetail';

/**
 * /standalone/customerOutboundDetail?id=: a shipment as its consignee sees it (the detailView page in
 * its own window); confirming its receipt tells the opener and closes the window.
 */
export default function CustomerOutboundDetailPage() {
  const { t } = useTranslation('stockWindows');
  const id = new URLSearchParams(useLocation().search).get('id');
  const outbound = useVoucher<Outbound>('outbound', id);
  return (
    <StandaloneState query={outbound}>
      {(voucher) => (
        <Card size="small" title={`${t('customer.title')} ${voucher.voucherNo}`}>
          <VoucherView
            kind="outbound"
            voucher={voucher}
            onChanged={() => voucherChangedAndClose('outbound', voucher.id)}
          />
        </Card>
      )}
    </StandaloneState>
  );
}
