import { Card, Empty, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import type { RebateProgress } from './api';

const figure = (basis: string, value: string) => (basis === 'AMOUNT' ? formatMoney(value) : value);

/** A buyer's progress on each active policy: the tier reached, what it earned so far, and "X more to reach the next tier". */
export function TierProgress({
  progress,
  compact = false,
}: {
  progress: readonly RebateProgress[];
  compact?: boolean;
}) {
  const { t } = useTranslation('rebate');
  if (progress.length === 0) return compact ? null : <Empty description={t('progress.none')} />;
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }} data-testid="rebate-progress">
      {progress.map((one) => {
        // a bar only: the figures beside it are the server's exact decimals
        const next = one.nextTierFrom ? Number(one.nextTierFrom) : null;
        const percent = next && next > 0 ? Math.min(100, (Number(one.basisValue) / next) * 100) : 100;
        return (
          <Card key={one.policyId} size="small" title={one.policyName} extra={<Tag>{one.period}</Tag>}>
            <Space orientation="vertical" size={0} style={{ width: '100%' }}>
              <Typography.Text>
                {t('progress.reached', {
                  basis: figure(one.basis, one.basisValue),
                  tier:
                    one.tierReached === null ? t('progress.noTier') : t('progress.tier', { n: one.tierReached + 1 }),
                })}
              </Typography.Text>
              <Progress percent={Math.round(percent)} size="small" showInfo={false} />
              <Typography.Text type="secondary" data-testid="rebate-next-tier">
                {one.nextTierGap
                  ? t('progress.gap', { gap: figure(one.basis, one.nextTierGap), n: (one.tierReached ?? -1) + 2 })
                  : t('progress.top')}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('progress.accrued', { amount: formatMoney(one.accruedAmount), end: one.periodEnd })}
              </Typography.Text>
            </Space>
          </Card>
        );
      })}
    </Space>
  );
}
