import { Alert, Button, Card, Checkbox, Flex, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePermissions } from '../../../lib/session';
import { CODES_OF, moveVoucher, type Outbound, useVoucher } from '../api';
import {
  allChecked,
  type Checked,
  fromThousandths,
  isLineChecked,
  type ScanResult,
  scan,
  thousandths,
  tick,
} from '../pick-check';
import { voucherChangedAndClose } from '../windows';
import { StandaloneState } from './StandaloneState';

/** /standalone/pickCheck?id=: a submitted outbound's goods checked line by line before it ships. */
export default function PickCheckPage() {
  const { t } = useTranslation('stockWindows');
  const id = new URLSearchParams(useLocation().search).get('id');
  const outbound = useVoucher<Outbound>('outbound', id);
  return (
    <StandaloneState query={outbound} state="SUBMITTED" refusal={t('pick.notSubmitted')}>
      {(voucher) => <PickCheck outbound={voucher} onShipped={() => voucherChangedAndClose('outbound', voucher.id)} />}
    </StandaloneState>
  );
}

export function PickCheck({ outbound, onShipped }: { outbound: Outbound; onShipped: () => void }) {
  const { t } = useTranslation('stockWindows');
  const canShip = Boolean(usePermissions((state) => state.codes)[CODES_OF.outbound.edit]);
  const [checked, setChecked] = useState<Checked>({});
  const [code, setCode] = useState('');
  const [qty, setQty] = useState<string | null>('1');
  const [last, setLast] = useState<ScanResult | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = outbound.lines;
  const ready = allChecked(lines, checked);
  const done = lines.filter((line) => isLineChecked(checked, line)).length;

  const onScan = () => {
    if (!code.trim()) return;
    const next = scan(lines, checked, code, qty ?? '1');
    setChecked(next.checked);
    setLast(next.result);
    setCode('');
    setQty('1');
  };

  const ship = async () => {
    setBusy(true);
    try {
      await moveVoucher('outbound', 'ship', outbound);
      onShipped();
    } catch {
      // The http layer shows the server's translated refusal; the outbound did not ship.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={`${t('pick.title')} ${outbound.voucherNo}`}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{`${outbound.warehouseCode} ${outbound.warehouseName}`}</Typography.Text>
        <Flex gap="small">
          <Input
            aria-label={t('pick.scan')}
            placeholder={t('pick.scanHint')}
            autoFocus
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={onScan}
          />
          <InputNumber<string>
            aria-label={t('pick.qty')}
            style={{ width: 90 }}
            stringMode
            min="0.001"
            precision={3}
            value={qty}
            onChange={setQty}
          />
        </Flex>
        {last ? <ScanMessage result={last} /> : null}
        <Typography.Text>{t('pick.progress', { done, total: lines.length })}</Typography.Text>
        {lines.map((line) => (
          <Card key={line.id} size="small">
            <Flex justify="space-between" align="center" gap="small" wrap>
              <Flex vertical>
                <Typography.Text strong>{`${line.lineNo}. ${line.sku} ${line.goodsName}`}</Typography.Text>
                <Typography.Text type="secondary">{line.barcode ?? t('pick.noBarcode')}</Typography.Text>
              </Flex>
              <Flex align="center" gap="small">
                <Typography.Text aria-label={t('pick.lineChecked', { lineNo: line.lineNo })}>
                  {`${fromThousandths(checked[line.id] ?? 0)} / ${fromThousandths(thousandths(line.qty))} ${line.unit}`}
                </Typography.Text>
                <Checkbox
                  aria-label={t('pick.tick', { lineNo: line.lineNo })}
                  checked={isLineChecked(checked, line)}
                  onChange={(event) => setChecked(tick(checked, line, event.target.checked))}
                />
              </Flex>
            </Flex>
          </Card>
        ))}
        <Button type="primary" block disabled={!ready || !canShip} loading={busy} onClick={ship}>
          {t('pick.ship')}
        </Button>
        {!canShip ? <Typography.Text type="secondary">{t('pick.noRight')}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}

function ScanMessage({ result }: { result: ScanResult }) {
  const { t } = useTranslation('stockWindows');
  if (result.kind === 'unknown')
    return <Alert type="error" showIcon title={t('pick.unknown', { code: result.code })} />;
  const values = {
    lineNo: result.line.lineNo,
    sku: result.line.sku,
    checked: fromThousandths(result.checked),
    qty: fromThousandths(thousandths(result.line.qty)),
  };
  return result.kind === 'over' ? (
    <Alert type="error" showIcon title={t('pick.over', values)} />
  ) : (
    <Alert type="success" showIcon title={t('pick.added', values)} />
  );
}
