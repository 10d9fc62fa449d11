import type { DashboardTile, DashboardTileCode, DashboardTileList } from '@smdp/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/http';

export type { DashboardTile, DashboardTileCode, TileFigure, TileLink, TileSeries } from '@smdp/contracts/dashboard';

export const DASHBOARD_API = '/smdp-dashboard/tile';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  tiles: ['dashboard', 'tiles'] as const,
  tile: (code: DashboardTileCode) => ['dashboard', 'tile', code] as const,
};

/** The tiles the caller gets; a user without the dashboard's right gets none (and no error message). */
export const useDashboardTiles = () =>
  useQuery({
    queryKey: dashboardKeys.tiles,
    queryFn: () => get<DashboardTileList>(`${DASHBOARD_API}/list`, undefined, { quiet: true }),
    retry: false,
  });

/** One tile's figures, each tile its own call so a slow one holds up no other. */
export const useDashboardTile = (code: DashboardTileCode) =>
  useQuery({
    queryKey: dashboardKeys.tile(code),
    queryFn: () => get<DashboardTile>(`${DASHBOARD_API}/detail`, { code }, { quiet: true }),
    retry: false,
  });
