import { RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCallerCurrency } from '../../crud/money';
import { type DashboardTileCode, useDashboardTile } from './api';
import { figureText, linkTarget } from './figures';
import { TileChart } from './TileChart';

/** One tile: its figures as a link to the filtered list they were counted from, and its chart if it has one. */
export function TileCard({ code, chartOnRequest = false }: { code: DashboardTileCode; chartOnRequest?: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const tile = useDashboardTile(code);
  const hasMoney = tile.data?.figures.some((figure) => figure.kind === 'money') ?? false;
  const currency = useCallerCurrency(hasMoney);
  const [chartAsked, setChartAsked] = useState(false);
  const title = t(`tiles.${code}`);
  return (
    <Card size="small" title={title} data-testid={`tile-${code}`} style={{ height: '100%' }}>
      {tile.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {tile.isError ? <Alert type="warning" showIcon title={t('failed')} /> : null}
      {tile.data ? (
        <>
          <Link
            to={linkTarget(tile.data.link)}
            data-testid={`tile-link-${code}`}
            style={{ display: 'block', color: 'inherit' }}
          >
            {/* Named in words first; the figures it shows follow in its name (no aria-label hiding them). */}
            <span className="visually-hidden">{t('open', { title })}</span>
            <Flex wrap gap="middle" align="flex-end" justify="space-between">
              <Flex wrap gap="large">
                {tile.data.figures.map((figure) => (
                  <Statistic
                    key={figure.key}
                    title={t(`figures.${figure.key}`)}
                    value={figureText(figure, i18n.language, currency)}
                    data-testid={`figure-${code}-${figure.key}`}
                  />
                ))}
              </Flex>
              <RightOutlined aria-hidden />
            </Flex>
          </Link>
          {tile.data.series && (chartAsked || !chartOnRequest) ? (
            <TileChart code={code} series={tile.data.series} />
          ) : null}
          {tile.data.series && chartOnRequest && !chartAsked ? (
            <Button type="link" size="small" onClick={() => setChartAsked(true)}>
              {t('showChart')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
