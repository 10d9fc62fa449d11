/** A point on the earth in degrees; either may be missing when a party has no location. */
export type Place = { lat: number | null; lng: number | null };
/** A stop as the optimiser sees it: where it is and whether it keeps its position. */
export type RouteStop = Place & { locked: boolean };

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

const located = (p: Place): p is { lat: number; lng: number } =>
  p.lat !== null && p.lng !== null && Number.isFinite(p.lat) && Number.isFinite(p.lng);

/** Great-circle (haversine) distance in km; 0 when either point has no location. */
export function haversineKm(a: Place, b: Place): number {
  if (!located(a) || !located(b)) return 0;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The km of each leg of an open path: start -> first stop -> ... (the first leg is 0 without a start). */
export function legsKm(start: Place | null, stops: readonly Place[]): number[] {
  return stops.map((stop, i) => {
    const from = i === 0 ? start : stops[i - 1];
    return from ? haversineKm(from, stop) : 0;
  });
}

export const pathKm = (start: Place | null, stops: readonly Place[]) =>
  legsKm(start, stops).reduce((sum, leg) => sum + leg, 0);

/**
 * Re-orders stops to shorten the path from `start` (nearest neighbour, then 2-opt inside each run of
 * unlocked positions), keeping every locked stop at its index. Returns the new order as indexes of
 * `stops`: a permutation never longer than the order given. Without a start the first stop stays first.
 */
export function optimiseOrder(start: Place | null, stops: readonly RouteStop[]): number[] {
  const n = stops.length;
  const given = stops.map((_, i) => i);
  if (n < 2) return given;
  const fixed = stops.map((stop, i) => stop.locked || (start === null && i === 0));
  const origin = start ?? stops[0] ?? null;
  const length = (order: readonly number[]) =>
    pathKm(
      origin,
      order.map((i) => stops[i] as RouteStop),
    );
  const candidates = [
    twoOpt(origin, stops, fixed, nearestNeighbour(origin, stops, fixed)),
    twoOpt(origin, stops, fixed, given),
  ];
  let best = given;
  for (const order of candidates) if (length(order) < length(best) - 1e-9) best = order;
  return best;
}

function nearestNeighbour(origin: Place | null, stops: readonly RouteStop[], fixed: readonly boolean[]): number[] {
  const free = new Set(stops.flatMap((_, i) => (fixed[i] ? [] : [i])));
  const order: number[] = [];
  let at: Place | null = origin;
  for (let position = 0; position < stops.length; position++) {
    let pick = position;
    if (!fixed[position]) {
      let bestKm = Number.POSITIVE_INFINITY;
      for (const i of free) {
        const stop = stops[i] as RouteStop;
        // A stop without a location goes after every located one.
        const km = !located(stop) ? Number.MAX_VALUE : at && located(at) ? haversineKm(at, stop) : 0;
        if (km < bestKm) {
          bestKm = km;
          pick = i;
        }
      }
      free.delete(pick);
    }
    order.push(pick);
    const placed = stops[pick] as RouteStop;
    if (located(placed)) at = placed;
  }
  return order;
}

/** Reverses segments inside runs of free positions while that shortens the path (strict improvement only). */
function twoOpt(
  origin: Place | null,
  stops: readonly RouteStop[],
  fixed: readonly boolean[],
  start: readonly number[],
): number[] {
  const order = [...start];
  const length = () =>
    pathKm(
      origin,
      order.map((i) => stops[i] as RouteStop),
    );
  let current = length();
  let improved = true;
  for (let round = 0; improved && round < 50; round++) {
    improved = false;
    for (let i = 0; i < order.length; i++) {
      if (fixed[i]) continue;
      for (let j = i + 1; j < order.length && !fixed[j]; j++) {
        reverse(order, i, j);
        const next = length();
        if (next < current - 1e-9) {
          current = next;
          improved = true;
        } else reverse(order, i, j);
      }
    }
  }
  return order;
}

function reverse(order: number[], i: number, j: number) {
  for (let a = i, b = j; a < b; a++, b--) [order[a], order[b]] = [order[b] as number, order[a] as number];
}

/** 'HH:mm' of minutes after midnight (wrapping past 24 h). */
export const clockOf = (minutes: number) => {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Each stop's arrival ('HH:mm') from the departure, the legs at an average speed and a fixed time per stop. */
export function etasOf(departTime: string, legs: readonly number[], speedKmh: number, stopMinutes: number): string[] {
  const [h = 0, m = 0] = departTime.split(':').map(Number);
  let at = h * 60 + m;
  return legs.map((km, i) => {
    at += (km / Math.max(speedKmh, 1)) * 60 + (i === 0 ? 0 : stopMinutes);
    return clockOf(at);
  });
}
