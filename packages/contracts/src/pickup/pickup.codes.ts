/** Button codes of the pick-up page: issue/revoke tickets (seller's staff), verify and hand over (keepers). */
export const PICKUP_CODES = {
  view: ['pickup_view'],
  issue: ['pickup_issue'],
  verify: ['pickup_verify'],
} as const;
