import type { Wire } from '@smdp/contracts';
import type { DayMapVisit } from '@smdp/contracts/field';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

export type VisitDayMapProps = {
  visits: Wire<DayMapVisit>[];
  /** A tile URL template ({z}/{x}/{y}); without one the points and the path sit on a plain background. */
  tileUrl: string | null;
  /** What the map shows, in words, for screen readers. */
  label: string;
  /** The text of a store's marker: its number in the day and its name. */
  markerText: (visit: Wire<DayMapVisit>, index: number) => string;
};

const STATE_COLOURS: Record<DayMapVisit['state'], string> = {
  PLANNED: '#8c8c8c',
  CHECKED_IN: '#1677ff',
  COMPLETED: '#52c41a',
  MISSED: '#ff4d4f',
  CANCELLED: '#bfbfbf',
};

const point = (lat: number | null, lng: number | null): L.LatLngTuple | null =>
  lat === null || lng === null ? null : [lat, lng];

/**
 * A salesperson's day drawn with Leaflet: each store as a numbered point coloured by the visit's state,
 * each check-in as a dot, and the path through the check-ins in the order they happened.
 */
export default function VisitDayMap({ visits, tileUrl, label, markerText }: VisitDayMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { attributionControl: Boolean(tileUrl) });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
    const bounds: L.LatLngTuple[] = [];
    visits.forEach((visit, index) => {
      const store = point(visit.storeLat, visit.storeLng);
      if (store) {
        bounds.push(store);
        L.circleMarker(store, { radius: 9, color: STATE_COLOURS[visit.state], weight: 3, fillOpacity: 0.35 })
          .bindTooltip(markerText(visit, index), { permanent: true, direction: 'top', offset: [0, -8] })
          .addTo(map);
      }
      const checkin = point(visit.checkinLat, visit.checkinLng);
      if (checkin) {
        bounds.push(checkin);
        L.circleMarker(checkin, { radius: 3, color: '#1677ff', fillOpacity: 1 }).addTo(map);
      }
    });
    const path = visits
      .map((visit) => point(visit.checkinLat, visit.checkinLng))
      .filter((at): at is L.LatLngTuple => at !== null);
    if (path.length > 1) L.polyline(path, { color: '#1677ff', weight: 3, dashArray: '6 6' }).addTo(map);
    if (bounds.length) map.fitBounds(L.latLngBounds(bounds), { padding: [40, 40], maxZoom: 17 });
    else map.setView([0, 0], 1);
    return () => {
      map.remove();
    };
  }, [visits, tileUrl, markerText]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-testid="visit-day-map"
      style={{ height: 420, width: '100%', background: '#f4f6f8', borderRadius: 8 }}
    />
  );
}
