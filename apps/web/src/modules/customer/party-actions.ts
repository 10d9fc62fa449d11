import type { PartyAction, PartyState } from './api';

/** Which state each move starts from (the server's PARTY_TRANSITIONS). */
const FROM: Record<PartyAction, readonly PartyState[]> = {
  'submit-approval': ['DRAFT'],
  approve: ['PENDING_APPROVAL'],
  reject: ['PENDING_APPROVAL'],
  suspend: ['ACTIVE'],
  resume: ['SUSPENDED'],
};

/** The button actions (after the page's menu code) that allow each move, as the server checks them. */
const ALLOWED_BY: Record<PartyAction, readonly string[]> = {
  'submit-approval': ['add', 'edit'],
  approve: ['approve'],
  reject: ['approve'],
  suspend: ['edit'],
  resume: ['edit'],
};

export const PARTY_ACTIONS = Object.keys(FROM) as PartyAction[];

/**
 * The moves a party in `state` offers to someone holding `codes` on the page with menu code `code`;
 * never approval of what the caller sent itself (`ownSubmission`) unless self-approval is allowed.
 */
export function partyActionsFor(
  state: PartyState,
  code: string,
  codes: Record<string, true>,
  ownSubmission = false,
): PartyAction[] {
  return PARTY_ACTIONS.filter(
    (action) =>
      FROM[action].includes(state) &&
      ALLOWED_BY[action].some((one) => codes[`${code}_${one}`]) &&
      !(action === 'approve' && ownSubmission),
  );
}

/** Drafts are edited while onboarding; active and suspended parties keep changing data; the rest wait or are closed. */
export const partyEditable = (state: PartyState) => state === 'DRAFT' || state === 'ACTIVE' || state === 'SUSPENDED';
