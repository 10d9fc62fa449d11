import { availableActions, type Machine } from '@smdp/contracts';

/** The button codes a session holds (`{ code: true }`), as the set the machines read. */
export const heldCodes = (codes: Record<string, true>, menu?: string): ReadonlySet<string> =>
  new Set(Object.keys(codes).filter((code) => !menu || code.startsWith(`${menu}_`)));

/**
 * The actions a document in `state` offers to the holder of `codes`: the same machine and rule the
 * server guards with. `menu` narrows the codes to one page's own (when two pages share a document).
 */
export function documentActions<State extends string, Action extends string>(
  machine: Machine<State, Action>,
  state: State,
  codes: Record<string, true>,
  menu?: string,
): Action[] {
  return availableActions(machine, state, heldCodes(codes, menu));
}
