import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMetres, EARTH_RADIUS_M } from './geo';

/** An independent reference: the angle between the two points' unit vectors (atan2 of cross and dot). */
function vectorDistance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const unit = ({ lat, lng }: { lat: number; lng: number }) => {
    const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
    return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)] as const;
  };
  const [p, q] = [unit(a), unit(b)];
  const cross = [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
  const dot = p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
  return EARTH_RADIUS_M * Math.atan2(Math.hypot(cross[0] ?? 0, cross[1] ?? 0, cross[2] ?? 0), dot);
}

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
/** A point near another (within about 2 km), wrapped across the antimeridian and clamped at the poles. */
const near = (p: { lat: number; lng: number }) =>
  fc
    .record({
      dLat: fc.double({ min: -0.02, max: 0.02, noNaN: true }),
      dLng: fc.double({ min: -0.02, max: 0.02, noNaN: true }),
    })
    .map(({ dLat, dLng }) => ({
      lat: Math.max(-90, Math.min(90, p.lat + dLat)),
      lng: ((((p.lng + dLng + 180) % 360) + 360) % 360) - 180,
    }));

describe('distanceMetres (haversine)', () => {
  it('agrees with the vector reference anywhere on the sphere (to a millimetre per kilometre)', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const reference = vectorDistance(a, b);
        expect(Math.abs(distanceMetres(a, b) - reference)).toBeLessThanOrEqual(1e-6 * reference + 1e-3);
      }),
    );
  });

  it('agrees at check-in distances, near the antimeridian and the poles', () => {
    const edges = fc.oneof(
      point,
      fc.record({
        lat: fc.double({ min: -60, max: 60, noNaN: true }),
        lng: fc.constantFrom(180, -180, 179.999, -179.999),
      }),
      fc.record({
        lat: fc.constantFrom(90, -90, 89.9999, -89.9999),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(
        edges.chain((a) => fc.tuple(fc.constant(a), near(a))),
        ([a, b]) => {
          expect(Math.abs(distanceMetres(a, b) - vectorDistance(a, b))).toBeLessThan(0.01);
          expect(distanceMetres(a, b)).toBeCloseTo(distanceMetres(b, a), 6);
        },
      ),
    );
  });

  it('measures known distances: across the antimeridian, pole to pole, and the same pole at any longitude', () => {
    expect(distanceMetres({ lat: 0, lng: 179.999 }, { lat: 0, lng: -179.999 })).toBeCloseTo(222.4, 0);
    expect(distanceMetres({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * EARTH_RADIUS_M, 0);
    expect(distanceMetres({ lat: 90, lng: 10 }, { lat: 90, lng: -170 })).toBeLessThan(1e-6);
    expect(distanceMetres({ lat: -6.8, lng: 39.28 }, { lat: -6.8, lng: 39.28 })).toBe(0);
  });
});
