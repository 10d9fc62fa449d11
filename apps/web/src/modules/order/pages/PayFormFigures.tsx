import { Button, Descriptions, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { type FundAvailability, type PayForm, rebateCapOf } from '../pay-form';
import { usePurchase } from '../purchase-state';

type Props = {
  payForm: PayForm;
  funds?: FundAvailability | null;
  editable?: boolean;
  /** A submitted order's credit still frozen: it becomes credit used as the goods ship. */
  creditFrozen?: string;
};

/**
 * domain.md §4 payForm: totals, then the split into rebate, cash and credit. On the purchase screen
 * the buyer edits rebate and cash (credit takes the rest) within what the banner shows. On an order,
 * the credit part still frozen is shown under it: credit is used (and due) only as the goods ship.
 */
export function PayFormFigures({ payForm, funds, editable = false, creditFrozen }: Props) {
  const { t } = useTranslation('order');
  const editPay = usePurchase((state) => state.editPay);
  const resetSplit = usePurchase((state) => state.resetSplit);
  const splitEdited = usePurchase((state) => state.opt.splitEdited);
  const amount = (value: string, label: string) => (
    <span data-figure={label} data-amount={value}>
      {formatMoney(value)}
    </span>
  );
  return (
    <>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('pay.totalAmount')}>
          {amount(payForm.totalAmount, t('pay.totalAmount'))}
        </Descriptions.Item>
        <Descriptions.Item label={t('pay.totalDiscount')}>
          {amount(payForm.totalDiscount, t('pay.totalDiscount'))}
        </Descriptions.Item>
        <Descriptions.Item label={t('pay.totalTax')}>{amount(payForm.totalTax, t('pay.totalTax'))}</Descriptions.Item>
        <Descriptions.Item label={t('pay.actualTotalAmount')}>
          <strong>{amount(payForm.actualTotalAmount, t('pay.actualTotalAmount'))}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('pay.rebatePayment')}>
          {editable ? (
            <InputNumber<string>
              aria-label={t('pay.rebatePayment')}
              stringMode
              min="0"
              max={funds ? rebateCapOf(payForm, funds) : undefined}
              precision={2}
              style={{ width: '100%' }}
              value={payForm.rebatePayment}
              onChange={(value) => editPay({ rebatePayment: value ?? '0.00' })}
            />
          ) : (
            amount(payForm.rebatePayment, t('pay.rebatePayment'))
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('pay.cashPayment')}>
          {editable ? (
            <InputNumber<string>
              aria-label={t('pay.cashPayment')}
              stringMode
              min="0"
              precision={2}
              style={{ width: '100%' }}
              disabled={!payForm.useAvailableCredit}
              value={payForm.cashPayment}
              onChange={(value) => editPay({ cashPayment: value ?? '0.00' })}
            />
          ) : (
            amount(payForm.cashPayment, t('pay.cashPayment'))
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('pay.useAvailableCredit')}>
          {editable ? (
            <Switch
              aria-label={t('pay.useAvailableCredit')}
              checked={payForm.useAvailableCredit}
              onChange={(useAvailableCredit) => editPay({ useAvailableCredit })}
            />
          ) : payForm.useAvailableCredit ? (
            t('yes')
          ) : (
            t('no')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('pay.creditPayment')}>
          {amount(payForm.creditPayment, t('pay.creditPayment'))}
        </Descriptions.Item>
        {creditFrozen && Number(creditFrozen) > 0 ? (
          <Descriptions.Item label={t('pay.creditFrozen')}>
            {amount(creditFrozen, t('pay.creditFrozen'))}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {editable && splitEdited ? (
        <Button type="link" size="small" onClick={resetSplit}>
          {t('pay.defaultSplit')}
        </Button>
      ) : null}
    </>
  );
}
