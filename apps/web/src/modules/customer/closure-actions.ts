import { CLOSURE_CODES, type ClosureAction, type ClosureState, closureMachine } from '@smdp/contracts/customer';
import { documentActions } from '../../components/document/actions';

export const CLOSURE_ACTIONS = Object.keys(closureMachine.actions) as ClosureAction[];

/**
 * The moves of a request in `state` (the server's machine); an approved request is withdrawn by an
 * approver only, and never approval of what the caller sent itself (`ownSubmission`).
 */
export function closureActionsFor(
  state: ClosureState,
  codes: Record<string, true>,
  ownSubmission = false,
): ClosureAction[] {
  const approver = CLOSURE_CODES.approve.some((code) => codes[code]);
  return documentActions(closureMachine, state, codes).filter(
    (action) => !(action === 'approve' && ownSubmission) && !(action === 'cancel' && state === 'APPROVED' && !approver),
  );
}
