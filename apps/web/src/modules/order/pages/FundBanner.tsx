import { Alert, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { type FundAvailability, type PayForm, remainingFunds } from '../pay-form';

type Props = { funds: FundAvailability | null; payForm: PayForm; quoting: boolean };

/** The live banner of the order screen: available cash, rebate and credit, and what this cart leaves of them. */
export function FundBanner({ funds, payForm, quoting }: Props) {
  const { t } = useTranslation('order');
  if (!funds) return <Alert type="info" showIcon title={t('banner.unknown')} />;
  const left = remainingFunds(funds, payForm);
  const figure = (key: 'cash' | 'rebate' | 'credit', available: string, after: string) => (
    <Space orientation="vertical" size={0} key={key} aria-label={t(`banner.${key}`)}>
      <Typography.Text type="secondary">{t(`banner.${key}`)}</Typography.Text>
      <Typography.Text strong data-amount={available}>
        {formatMoney(available)}
      </Typography.Text>
      <Typography.Text type={after.startsWith('-') ? 'danger' : 'secondary'}>
        {t('banner.after', { amount: formatMoney(after) })}
      </Typography.Text>
    </Space>
  );
  return (
    <Alert
      type="info"
      className="order-fund-banner"
      title={
        <Space wrap size="large" align="start">
          {figure('cash', funds.cash, left.cash)}
          {figure('rebate', funds.rebate, left.rebate)}
          {figure('credit', funds.credit, left.credit)}
          {quoting ? <Spin size="small" /> : null}
        </Space>
      }
    />
  );
}
