import { tripMachine } from '@smdp/contracts/delivery';
import { deliveryTripCodes } from '@smdp/contracts/field';
import { defineDocument } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { tripDetail } from './trip.queries';

export const TRIP_DOCUMENT = 'delivery_trip';

/**
 * A delivery trip (domain.md §9): a vehicle's stops for a day. `schedule` needs a stop; `progress`
 * follows the stops (any visited -> IN_TRANSIT, all -> COMPLETED). Seen by the vehicle owner's accounts.
 */
export const tripDocument = defineDocument({
  type: TRIP_DOCUMENT,
  table: 'deliveryTrip',
  machine: tripMachine,
  codes: { view: [deliveryTripCodes.view], delete: [deliveryTripCodes.delete] },
  scope: { owner: 'ownerPartyId' },
  removableStates: ['DRAFT', 'CANCELLED'],
  messages: {
    stateInvalid: 'deliveryTripStateInvalid',
    reasonRequired: 'deliveryReasonRequired',
    removeRefused: 'deliveryTripRemoveRefused',
  },
  detail: tripDetail,
  hooks: {
    schedule: async ({ trx, row }) => {
      const { n } = await trx
        .selectFrom('deliveryTripStop')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tripId', '=', row.id)
        .executeTakeFirstOrThrow();
      if (Number(n) === 0) throw badRequest('deliveryTripNoStops');
      return undefined;
    },
    progress: async ({ trx, row }) => {
      const stops = await trx.selectFrom('deliveryTripStop').select('visited').where('tripId', '=', row.id).execute();
      const visited = stops.filter((stop) => stop.visited).length;
      if (visited === 0) throw badRequest('deliveryTripNothingVisited');
      return { state: visited === stops.length ? 'COMPLETED' : 'IN_TRANSIT' };
    },
  },
});
