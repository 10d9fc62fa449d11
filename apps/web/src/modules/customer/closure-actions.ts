import type { ClosureAction, ClosureState } from './api';

/** domain.md §9: DRAFT → SUBMITTED → APPROVED → EXECUTED | REJECTED, and CANCELLED until executed. */
const FROM: Record<ClosureAction, readonly ClosureState[]> = {
  send: ['DRAFT'],
  approve: ['SUBMITTED'],
  reject: ['SUBMITTED'],
  execute: ['APPROVED'],
  cancel: ['DRAFT', 'SUBMITTED', 'APPROVED'],
};

const CODE = 'closure_request';

/** Who may: requesters send and withdraw; approvers approve, reject, execute and withdraw an approval. */
function allowed(action: ClosureAction, state: ClosureState, codes: Record<string, true>): boolean {
  const requester = Boolean(codes[`${CODE}_add`] || codes[`${CODE}_edit`]);
  const approver = Boolean(codes[`${CODE}_approve`]);
  switch (action) {
    case 'send':
      return requester;
    case 'cancel':
      return state === 'APPROVED' ? approver : requester || approver;
    default:
      return approver;
  }
}

export const CLOSURE_ACTIONS = Object.keys(FROM) as ClosureAction[];

/** The moves of a request in `state`; never approval of what the caller sent itself (`ownSubmission`). */
export function closureActionsFor(
  state: ClosureState,
  codes: Record<string, true>,
  ownSubmission = false,
): ClosureAction[] {
  return CLOSURE_ACTIONS.filter(
    (action) =>
      FROM[action].includes(state) && allowed(action, state, codes) && !(action === 'approve' && ownSubmission),
  );
}
