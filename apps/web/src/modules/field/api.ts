import type { Page, Wire } from '@smdp/contracts';
import type {
  PlanAction,
  PlanGenerated,
  PlanGenerateInput,
  Plan as PlanShape,
  PlanSummary as PlanSummaryShape,
  RouteInput,
  Route as RouteShape,
  RouteSummary as RouteSummaryShape,
  SalespersonOption,
  StoreOption,
} from '@smdp/contracts/field';
import { useQuery } from '@tanstack/react-query';
import { openStandalone } from '../../lib/child-window';
import { get, post } from '../../lib/http';

export {
  PLAN_STATES,
  planMachine,
  ROUTE_FREQUENCIES,
  routeCodes,
  visitPlanCodes,
} from '@smdp/contracts/field';
export type { SalespersonOption, StoreOption };

export const ROUTE_API = '/smdp-field/route';
export const PLAN_API = '/smdp-field/plan';

export type Route = Wire<RouteShape>;
export type RouteSummary = Wire<RouteSummaryShape>;
export type RouteStop = Route['stops'][number];
export type Plan = Wire<PlanShape>;
export type PlanSummary = Wire<PlanSummaryShape>;
/** A stop as the editors hold it before saving. */
export type StopDraft = { storePartyId: string; plannedMinutes: number; locked: boolean; label: string };

type Query = Record<string, string | number | undefined>;

export const fieldKeys = {
  all: ['field'] as const,
  routes: (query: Query) => [...fieldKeys.all, 'routes', query] as const,
  route: (id: string | null) => [...fieldKeys.all, 'route', id] as const,
  plans: (query: Query) => [...fieldKeys.all, 'plans', query] as const,
  salespeople: (owner?: string) => [...fieldKeys.all, 'salespeople', owner ?? ''] as const,
  stores: (owner?: string) => [...fieldKeys.all, 'stores', owner ?? ''] as const,
};

export const useRoutes = (query: Query) =>
  useQuery({ queryKey: fieldKeys.routes(query), queryFn: () => get<Page<RouteSummary>>(`${ROUTE_API}/list`, query) });

export const useRoute = (id: string | null) =>
  useQuery({
    queryKey: fieldKeys.route(id),
    queryFn: () => get<Route>(`${ROUTE_API}/detail`, { id: id ?? '' }),
    enabled: Boolean(id),
  });

export const usePlans = (query: Query) =>
  useQuery({ queryKey: fieldKeys.plans(query), queryFn: () => get<Page<PlanSummary>>(`${PLAN_API}/list`, query) });

export const planDetail = (id: string) => get<Plan>(`${PLAN_API}/detail`, { id });

export const useSalespeople = (ownerPartyId?: string, enabled = true) =>
  useQuery({
    queryKey: fieldKeys.salespeople(ownerPartyId),
    queryFn: () => get<SalespersonOption[]>(`${ROUTE_API}/salespeople`, { ownerPartyId }),
    enabled,
  });

export const useStores = (ownerPartyId?: string | null, enabled = true) =>
  useQuery({
    queryKey: fieldKeys.stores(ownerPartyId ?? undefined),
    queryFn: () => get<StoreOption[]>(`${ROUTE_API}/stores`, { ownerPartyId: ownerPartyId ?? undefined }),
    enabled,
  });

export const saveRoute = (body: Partial<RouteInput> & { id?: string; version?: number }) =>
  post<Route>(`${ROUTE_API}/submit`, body);
export const saveStops = (route: { id: string; version: number }, stops: readonly StopDraft[]) =>
  post<Route>(`${ROUTE_API}/stops`, {
    id: route.id,
    version: route.version,
    stops: stops.map(({ storePartyId, plannedMinutes, locked }) => ({ storePartyId, plannedMinutes, locked })),
  });
export const setRouteState = (route: { id: string; version: number }, state: 'ACTIVE' | 'INACTIVE') =>
  post<Route>(`${ROUTE_API}/state`, { id: route.id, version: route.version, state });
export const removeRoutes = (ids: readonly string[]) =>
  post<boolean>(`${ROUTE_API}/remove?ids=${encodeURIComponent(ids.join(','))}`);

export const generatePlans = (body: Partial<PlanGenerateInput>) => post<PlanGenerated>(`${PLAN_API}/generate`, body);
export const savePlanVisits = (plan: { id: string; version: number }, stops: readonly StopDraft[]) =>
  post<Plan>(`${PLAN_API}/visits`, {
    id: plan.id,
    version: plan.version,
    stores: stops.map(({ storePartyId, plannedMinutes }) => ({ storePartyId, plannedMinutes })),
  });
export const movePlan = (action: PlanAction, plan: { id: string; version: number }, remark?: string) =>
  post<Plan>(`${PLAN_API}/${action}`, { id: plan.id, version: plan.version, ...(remark ? { remark } : {}) });
export const removePlans = (ids: readonly string[]) =>
  post<boolean>(`${PLAN_API}/remove?ids=${encodeURIComponent(ids.join(','))}`);

/** The fixed route detail page of spec §2, inside the shell. */
export const routeDetailPath = (id: string) => `/sales/shopVist/routeMgr/detail?id=${encodeURIComponent(id)}`;
/** The same detail as the standalone child `routeMgr` (spec §2), in its own window. */
export const openRouteMgr = (id: string) => openStandalone('routeMgr', { id });

/** Moves the item at `index` by `delta` places; locked stops neither move nor are jumped over. */
export function moveStop<S extends { locked: boolean }>(stops: readonly S[], index: number, delta: -1 | 1): S[] {
  const next = [...stops];
  const target = index + delta;
  const item = next[index];
  const other = next[target];
  if (!item || !other || item.locked || other.locked) return next;
  next[index] = other;
  next[target] = item;
  return next;
}

export const PLAN_STATE_COLORS: Record<Plan['state'], string> = {
  DRAFT: 'default',
  SUBMITTED: 'gold',
  PUBLISHED: 'blue',
  IN_PROGRESS: 'processing',
  CLOSED: 'green',
  CANCELLED: 'default',
};
