import type { Page, Wire } from '@smdp/contracts';
import type { VisitListQuery, Visit as VisitShape } from '@smdp/contracts/field';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { get, post } from '../../../lib/http';

export {
  MISSED_REASONS,
  NO_ORDER_REASONS,
  suggestedOrder,
  VISIT_STATES,
  visitCodes,
} from '@smdp/contracts/field';

export const VISIT_API = '/smdp-field/visit';

export type Visit = Wire<VisitShape>;

export const visitKeys = {
  all: ['visit'] as const,
  list: (query: Partial<VisitListQuery>) => [...visitKeys.all, 'list', query] as const,
};

export const useVisits = (query: Partial<VisitListQuery>) =>
  useQuery({
    queryKey: visitKeys.list(query),
    queryFn: () => get<Page<Visit>>(`${VISIT_API}/list`, query as Record<string, string | number>),
  });

/** A visit call, quiet: the screen shows its state next to it (a refusal is shown by the outbox). */
export const sendVisitCall = (path: string, body: Record<string, unknown>) =>
  post<Visit>(`${VISIT_API}/${path}`, body, { quiet: true });

export const cancelVisit = (id: string, version: number, reason: string) =>
  post<Visit>(`${VISIT_API}/cancel`, { id, version, reason });
export const recordMissedReason = (id: string, version: number, reason: string) =>
  post<Visit>(`${VISIT_API}/missed-reason`, { id, version, reason });

export type PickedGoods = { id: string; sku: string; name: string };
export const useGoodsSearch = (keyword: string) =>
  useQuery({
    queryKey: [...visitKeys.all, 'goods', keyword],
    queryFn: async () =>
      (
        await get<Page<PickedGoods>>(
          '/smdp-goods/goods/list',
          { size: 20, saleState_equal: 'ON_SALE', name_like: keyword },
          { quiet: true },
        )
      ).records,
  });

/** Tag colours of visit states. */
export const VISIT_STATE_COLORS: Record<Visit['state'], string> = {
  PLANNED: 'blue',
  CHECKED_IN: 'gold',
  COMPLETED: 'green',
  MISSED: 'red',
  CANCELLED: 'default',
};

/** A value the phone keeps in localStorage as it is typed: nothing entered is lost on a reload. */
export function useKept<T>(key: string, initial: T): [T, (value: T) => void] {
  const storageKey = `smdp-visit-draft:${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const saved = localStorage.getItem(storageKey);
      return saved === null ? initial : (JSON.parse(saved) as T);
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    localStorage.setItem(storageKey, JSON.stringify(value));
  }, [storageKey, value]);
  return [value, setValue];
}

/** A new client key for a call. */
export const newClientKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The phone's position, or null when the phone cannot tell (a FORCED check-in then). */
export function currentPosition(): Promise<{ lat: number; lng: number; accuracy: number } | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (at) => resolve({ lat: at.coords.latitude, lng: at.coords.longitude, accuracy: at.coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  });
}
