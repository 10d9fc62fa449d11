/** The mean Earth radius (IUGG), in metres: what the haversine distance is measured on. */
export const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in metres between two points (haversine): well conditioned for the short
 * distances of a check-in, and right across the antimeridian and at the poles (only differences of
 * angles enter, through sines).
 */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
