import { z } from 'zod';
import { buttonCodes } from '../codes';

/**
 * The dashboard (domain.md §10): tiles per kind of user, each one small call returning its figures and
 * the link (menu path + list filter) to the list the figures were counted from.
 *
 * - `GET tile/list`                 -> DashboardTileList (the tiles this caller gets, in display order)
 * - `GET tile/detail?code=<tile>`   -> DashboardTile (figures, optional series, link)
 */
export const dashboardCodes = buttonCodes('dashboard', ['view']);

/** Who a tile is for: a distributor's primary account, its sub-accounts, company staff, administrators. */
export const DASHBOARD_AUDIENCES = ['owner', 'sub', 'staff', 'admin'] as const;
export type DashboardAudience = (typeof DASHBOARD_AUDIENCES)[number];

export const DASHBOARD_TILES = [
  'funds',
  'ordersToConfirm',
  'stockAlerts',
  'tierProgress',
  'secondarySales',
  'myTodos',
  'myOrders',
  'approvalsPending',
  'overdueReceivables',
  'disputedReconciliations',
  'salesByRegion',
  'failedJobs',
  'failedSignIns',
  'clientErrors',
] as const;
export const DashboardTileCode = z.enum(DASHBOARD_TILES);
export type DashboardTileCode = z.output<typeof DashboardTileCode>;

/** How the web shows a figure: a count, money (decimal string, the caller's currency) or a percentage. */
export const TILE_FIGURE_KINDS = ['count', 'money', 'percent'] as const;
export const TileFigureKind = z.enum(TILE_FIGURE_KINDS);

export const TileFigure = z.object({
  key: z.string().describe('names the figure (a translation key of the web)'),
  kind: TileFigureKind,
  value: z.string().describe('a decimal string: counts are whole numbers, money has 2 places'),
});
export type TileFigure = z.output<typeof TileFigure>;

/** A chart's data: one value per label (a day `yyyy-MM-dd`, a region's name, a policy's name). */
export const TileSeries = z.object({
  kind: TileFigureKind,
  points: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type TileSeries = z.output<typeof TileSeries>;

/** The list behind a tile: a menu path and the search the list opens with (`?key=value`). */
export const TileLink = z.object({
  path: z.string(),
  query: z.record(z.string(), z.string()),
});
export type TileLink = z.output<typeof TileLink>;

export const DashboardTile = z.object({
  code: DashboardTileCode,
  figures: z.array(TileFigure),
  series: TileSeries.nullable(),
  link: TileLink,
});
export type DashboardTile = z.output<typeof DashboardTile>;

export const DashboardTileList = z.array(
  z.object({ code: DashboardTileCode, audience: z.enum(DASHBOARD_AUDIENCES), chart: z.boolean() }),
);
export type DashboardTileList = z.output<typeof DashboardTileList>;

export const DashboardTileQuery = z.object({ code: DashboardTileCode });
