import { VoucherListPage } from './VoucherListPage';

/** /stock/inbound: inbound vouchers (receipts, transfers in, returns, opening stock). */
export default function InboundPage() {
  return <VoucherListPage kind="inbound" />;
}
