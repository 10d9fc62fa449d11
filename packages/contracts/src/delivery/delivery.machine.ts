import { defineMachine } from '../document';
import { deliveryTripCodes } from '../field/field.codes';
import { TRIP_STATES } from '../field/field.machine';

export { TRIP_STATES, type TripState } from '../field/field.machine';

/**
 * A delivery trip (domain.md §9). `progress` follows the stops: any visited -> IN_TRANSIT, all
 * visited -> COMPLETED (marking a stop visited runs it; on its own it re-reads the stops).
 */
export const tripMachine = defineMachine({
  states: TRIP_STATES,
  actions: {
    schedule: { from: ['DRAFT'], to: 'SCHEDULED', codes: [deliveryTripCodes.edit] },
    unschedule: { from: ['SCHEDULED'], to: 'DRAFT', codes: [deliveryTripCodes.edit] },
    progress: {
      from: ['SCHEDULED', 'IN_TRANSIT'],
      to: 'IN_TRANSIT',
      alsoTo: ['COMPLETED'],
      codes: [deliveryTripCodes.edit],
    },
    cancel: { from: ['DRAFT', 'SCHEDULED', 'IN_TRANSIT'], to: 'CANCELLED', codes: [deliveryTripCodes.edit] },
  },
});
export type TripAction = keyof typeof tripMachine.actions;

/** A van's day: loaded and selling while OPEN; CLOSED once unloaded and counted. */
export const VAN_DAY_STATES = ['OPEN', 'CLOSED'] as const;
export type VanDayState = (typeof VAN_DAY_STATES)[number];

/** What a van day's stock movement was: a load, a sale, the unload, the count's adjustment. */
export const VAN_MOVE_KINDS = ['LOAD', 'SALE', 'UNLOAD', 'ADJUST'] as const;
export type VanMoveKind = (typeof VAN_MOVE_KINDS)[number];

/** Average speed (km/h) and minutes per stop that give a trip's ETAs (tenant parameters). */
export const TRIP_SPEED_PARAM = 'delivery.avgSpeedKmh';
export const TRIP_SPEED_DEFAULT = 30;
export const TRIP_STOP_MINUTES_PARAM = 'delivery.stopMinutes';
export const TRIP_STOP_MINUTES_DEFAULT = 10;
