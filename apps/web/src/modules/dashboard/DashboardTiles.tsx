import { Col, Row } from 'antd';
import { useDashboardTiles } from './api';
import { TileCard } from './TileCard';

/**
 * The caller's tiles in a grid: one column on a phone, two on a tablet, three on a desktop. `chartsOnRequest`
 * (the home tab) draws a chart only when asked: ECharts is 189 kB gzip, more than the home's JS budget leaves.
 */
export function DashboardTiles({ chartsOnRequest = false }: { chartsOnRequest?: boolean }) {
  const tiles = useDashboardTiles();
  if (!tiles.data?.length) return null;
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-tiles">
      {tiles.data.map((tile) => (
        <Col key={tile.code} xs={24} md={12} xl={8}>
          <TileCard code={tile.code} chartOnRequest={chartsOnRequest} />
        </Col>
      ))}
    </Row>
  );
}
