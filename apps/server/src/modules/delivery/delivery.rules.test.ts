import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockOf, etasOf, haversineKm, optimiseOrder, pathKm, type RouteStop } from './delivery.rules';

const stop = (lat: number, lng: number, locked = false): RouteStop => ({ lat, lng, locked });
const ordered = (stops: RouteStop[], order: number[]) => order.map((i) => stops[i] as RouteStop);

describe('haversineKm', () => {
  it('measures one degree of latitude as about 111 km and is 0 without a location', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 0);
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
    expect(haversineKm({ lat: null, lng: 0 }, { lat: 1, lng: 0 })).toBe(0);
  });
});

describe('optimiseOrder', () => {
  it('visits points on a line in order from the start', () => {
    const stops = [stop(0, 0.3), stop(0, 0.1), stop(0, 0.4), stop(0, 0.2)];
    expect(optimiseOrder({ lat: 0, lng: 0 }, stops)).toEqual([1, 3, 0, 2]);
  });

  it('keeps locked stops at their positions', () => {
    const stops = [stop(0, 0.3), stop(0, 0.1, true), stop(0, 0.4), stop(0, 0.2)];
    const order = optimiseOrder({ lat: 0, lng: 0 }, stops);
    expect(order[1]).toBe(1);
  });

  it('keeps the first stop first without a start point', () => {
    const stops = [stop(0, 0.4), stop(0, 0.1), stop(0, 0.3), stop(0, 0.2)];
    expect(optimiseOrder(null, stops)[0]).toBe(0);
  });

  const arbStops = fc.array(
    fc.record({
      lat: fc.double({ min: -60, max: 60, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
      locked: fc.boolean(),
    }),
    { maxLength: 12 },
  );
  const arbStart = fc.option(
    fc.record({
      lat: fc.double({ min: -60, max: 60, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    }),
    { nil: null },
  );

  it('gives a permutation that keeps locked stops and is never longer than the order given', () => {
    fc.assert(
      fc.property(arbStart, arbStops, (start, stops) => {
        const order = optimiseOrder(start, stops);
        expect([...order].sort((a, b) => a - b)).toEqual(stops.map((_, i) => i));
        stops.forEach((s, i) => {
          if (s.locked) expect(order[i]).toBe(i);
        });
        const origin = start ?? stops[0] ?? null;
        expect(pathKm(origin, ordered(stops, order))).toBeLessThanOrEqual(pathKm(origin, stops) + 1e-6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('etasOf', () => {
  it('adds the driving time at the average speed and the stop time after each stop', () => {
    expect(etasOf('08:00', [15, 30, 0], 30, 10)).toEqual(['08:30', '09:40', '09:50']);
    expect(clockOf(24 * 60 + 5)).toBe('00:05');
  });
});
