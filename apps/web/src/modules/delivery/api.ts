import type { Page, Wire } from '@smdp/contracts';
import type {
  DeliveryParty,
  DeliveryVehicle,
  DeliveryWarehouse,
  Trip as TripShape,
  TripStopInput,
  TripSummary as TripSummaryShape,
  VanDay as VanDayShape,
  VanStockLine as VanStockLineShape,
} from '@smdp/contracts/delivery';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';

export { TRIP_STATES, type TripState } from '@smdp/contracts/delivery';

export type Trip = Wire<TripShape>;
export type TripSummary = Wire<TripSummaryShape>;
export type VanDay = Wire<VanDayShape>;
export type VanStockLine = Wire<VanStockLineShape>;
export type Vehicle = Wire<DeliveryVehicle>;
export type Party = Wire<DeliveryParty>;
export type Warehouse = Wire<DeliveryWarehouse>;

const API = '/smdp-delivery';

export const deliveryKeys = {
  all: ['delivery'] as const,
  vehicles: () => [...deliveryKeys.all, 'vehicles'] as const,
  parties: (vehicleId: string) => [...deliveryKeys.all, 'parties', vehicleId] as const,
  trips: () => [...deliveryKeys.all, 'trips'] as const,
  trip: (id: string) => [...deliveryKeys.all, 'trip', id] as const,
  warehouses: (vehicleId: string) => [...deliveryKeys.all, 'warehouses', vehicleId] as const,
  stock: (warehouseId: string) => [...deliveryKeys.all, 'stock', warehouseId] as const,
};

export const useVehicles = () =>
  useQuery({ queryKey: deliveryKeys.vehicles(), queryFn: () => get<Vehicle[]>(`${API}/vehicles`) });

export const useParties = (vehicleId: string | undefined) =>
  useQuery({
    queryKey: deliveryKeys.parties(vehicleId ?? ''),
    queryFn: () => get<Party[]>(`${API}/parties`, { vehicleId }),
    enabled: Boolean(vehicleId),
  });

export const useTrips = () =>
  useQuery({
    queryKey: deliveryKeys.trips(),
    queryFn: () => get<Page<TripSummary>>(`${API}/trip/list`, { current: 1, size: 50 }),
  });

export const useTrip = (id: string | undefined) =>
  useQuery({
    queryKey: deliveryKeys.trip(id ?? ''),
    queryFn: () => get<Trip>(`${API}/trip/detail`, { id }),
    enabled: Boolean(id),
  });

export const createTrip = (body: {
  vehicleId: string;
  tripDate: string;
  departTime?: string;
  stops: TripStopInput[];
}) => post<Trip>(`${API}/trip/create`, body);
export const saveStops = (trip: Trip, stops: TripStopInput[]) =>
  post<Trip>(`${API}/trip/stops`, { id: trip.id, version: trip.version, stops });
export const optimiseTrip = (trip: Trip) => post<Trip>(`${API}/trip/optimise`, { id: trip.id, version: trip.version });
export const visitStop = (trip: Trip, stopId: string) =>
  post<Trip>(`${API}/trip/visit-stop`, { id: trip.id, version: trip.version, stopId });
export const moveTrip = (trip: Trip, action: 'schedule' | 'unschedule' | 'cancel') =>
  post<Trip>(`${API}/trip/${action}`, { id: trip.id, version: trip.version });

/** A stop as the stops call takes it back (keeping what it delivers and whether it is locked). */
export const stopInputOf = (stop: Trip['stops'][number]): TripStopInput => ({
  partyId: stop.partyId,
  address: stop.address,
  outboundId: stop.outboundId,
  locked: stop.locked,
});

export const useVanWarehouses = (vehicleId: string | undefined) =>
  useQuery({
    queryKey: deliveryKeys.warehouses(vehicleId ?? ''),
    queryFn: () => get<Warehouse[]>(`${API}/van-day/warehouses`, { vehicleId }),
    enabled: Boolean(vehicleId),
  });

export const useWarehouseStock = (warehouseId: string | undefined) =>
  useQuery({
    queryKey: deliveryKeys.stock(warehouseId ?? ''),
    queryFn: () => get<VanStockLine[]>(`${API}/van-day/stock`, { warehouseId }),
    enabled: Boolean(warehouseId),
  });

type VanLine = { goodsId: string; unit: string; batchNo: string | null; qty: string };
export const lineOf = (stock: VanStockLine, qty: string): VanLine => ({
  goodsId: stock.goodsId,
  unit: stock.unit,
  batchNo: stock.batchNo || null,
  qty,
});

export const openVanDay = (vehicleId: string, dayDate: string) =>
  post<VanDay>(`${API}/van-day/open`, { vehicleId, dayDate });
export const loadVan = (day: VanDay, fromWarehouseId: string, lines: VanLine[]) =>
  post<VanDay>(`${API}/van-day/load`, { id: day.id, fromWarehouseId, lines });
export const sellFromVan = (day: VanDay, partyId: string, lines: VanLine[]) =>
  post<VanDay>(`${API}/van-day/sell`, { id: day.id, partyId, lines });
export const closeVanDay = (
  day: VanDay,
  returnWarehouseId: string,
  counts: { goodsId: string; batchNo: string | null; countedQty: string }[],
) => post<VanDay>(`${API}/van-day/close`, { id: day.id, version: day.version, returnWarehouseId, counts });
