/** The order's name in the audit trail, the timeline, event topics, stock reservations and fund sources. */
export const ORDER_DOCUMENT = 'order';

/** The share of an order rebate may pay until rebate policies (domain.md §8) set their own `max_use_ratio`. */
export const DEFAULT_MAX_REBATE_RATIO = '0.3';
