import { VoucherListPage } from './VoucherListPage';

/** /stock/outbound: outbound vouchers (sales, pick-up, transfers out, returns, damage). */
export default function OutboundPage() {
  return <VoucherListPage kind="outbound" />;
}
