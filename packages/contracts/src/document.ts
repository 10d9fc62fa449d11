import { z } from 'zod';
import { IdInput } from './common';

/**
 * Documents (architecture.md §7): business objects that move through states by named actions, one
 * transaction per move. The state machine is declared once here and read by the server's guards and
 * the web's buttons alike.
 */

/** The base lifecycle of domain.md §1: draft -> submitted -> cancelled; a document type may add states. */
export const DOC_STATUSES = ['DRAFT', 'SUBMITTED', 'CANCELLED'] as const;
export type DocStatus = (typeof DOC_STATUSES)[number];

/** The fields every document carries (its own names for number and state may differ per type). */
export type DocumentHeader<State extends string = string> = {
  id: string;
  state: State;
  version: number;
  amendedFrom?: string | null;
};

/** The body of every action call: which document, the version read, and an optional remark. */
export const TransitionBody = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: z.string().max(500).optional().describe('the reason of a rejection (required there)'),
});
export type TransitionBody = z.input<typeof TransitionBody>;

/** One action: the states it starts from, the state it ends in, and the button codes that allow it (any one). */
export type MachineAction<State extends string> = {
  from: readonly State[];
  to: State;
  /**
   * Other states the action may end in, chosen by its hook (`{ state }` in the values it returns): an
   * order's submit ends ON_HOLD when credit is short, a ship PARTIALLY_SHIPPED when lines remain.
   */
  alsoTo?: readonly State[];
  codes: readonly string[];
  /** A remark (reason) is required, e.g. for a rejection. */
  remarkRequired?: boolean;
};

export type Machine<State extends string = string, Action extends string = string> = {
  states: readonly State[];
  actions: { readonly [A in Action]: MachineAction<State> };
};

export type ActionOf<M> = M extends Machine<string, infer A> ? A : never;
export type StateOf<M> = M extends Machine<infer S, string> ? S : never;

/** Declares a machine, checking that every action names only its own states. */
export function defineMachine<const State extends string, const Action extends string>(
  machine: Machine<State, Action>,
): Machine<State, Action> {
  for (const [name, action] of Object.entries<MachineAction<State>>(machine.actions)) {
    for (const state of [...action.from, action.to, ...(action.alsoTo ?? [])]) {
      if (!machine.states.includes(state)) throw new Error(`machine action ${name}: unknown state ${state}`);
    }
  }
  return machine;
}

/** The actions of a machine, in declaration order. */
export const actionsOf = <State extends string, Action extends string>(machine: Machine<State, Action>) =>
  Object.keys(machine.actions) as Action[];

/** Whether `action` may start from `state` (the state guard of every transition). */
export const canStart = <State extends string, Action extends string>(
  machine: Machine<State, Action>,
  action: Action,
  state: State,
) => machine.actions[action].from.includes(state);

/** Whether the holder of `codes` may press the button of `action` at all. */
export const holdsActionCode = <State extends string, Action extends string>(
  machine: Machine<State, Action>,
  action: Action,
  codes: ReadonlySet<string> | readonly string[],
) => {
  const held = codes instanceof Set ? codes : new Set(codes as readonly string[]);
  return machine.actions[action].codes.some((code) => held.has(code));
};

/** The actions a caller holding `codes` may take on a document in `state`: the buttons it sees. */
export function availableActions<State extends string, Action extends string>(
  machine: Machine<State, Action>,
  state: State,
  codes: ReadonlySet<string> | readonly string[],
): Action[] {
  return actionsOf(machine).filter(
    (action) => canStart(machine, action, state) && holdsActionCode(machine, action, codes),
  );
}

/** One entry of a document's history: who moved it from which state to which, when and why. */
export const TimelineEntry = z.object({
  id: z.string(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  remark: z.string().nullable(),
  userId: z.string().nullable(),
  account: z.string().nullable(),
  createTime: z.union([z.date(), z.string()]),
});
export type TimelineEntry = z.output<typeof TimelineEntry>;
