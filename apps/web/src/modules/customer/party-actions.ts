import { PARTY_EDITABLE_STATES, type PartyAction, type PartyState, partyMachine } from '@smdp/contracts/customer';
import { documentActions } from '../../components/document/actions';

/** Every move of a party, in the machine's order. */
export const PARTY_ACTIONS = Object.keys(partyMachine.actions) as PartyAction[];

/**
 * The moves a party in `state` offers to someone holding `codes` on the page with menu code `code`
 * (the server's machine, read with this page's codes only); never approval of what the caller sent
 * itself (`ownSubmission`) unless self-approval is allowed.
 */
export function partyActionsFor(
  state: PartyState,
  code: string,
  codes: Record<string, true>,
  ownSubmission = false,
): PartyAction[] {
  return documentActions(partyMachine, state, codes, code).filter((action) => !(action === 'approve' && ownSubmission));
}

/** Drafts are edited while onboarding; active and suspended parties keep changing data; the rest wait or are closed. */
export const partyEditable = (state: PartyState) => PARTY_EDITABLE_STATES.includes(state);
