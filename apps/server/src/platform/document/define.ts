import type { Machine } from '@smdp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Expression, Insertable, Selectable, SqlBool, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import { sessionOf } from '../auth/authenticate';
import type { VersionedTable } from '../crud/versioned';
import type { Database } from '../db/database';
import type { MessageKey } from '../i18n/messages';
import { type Caller, callerOf } from '../scope/caller';
import type { ScopedTable } from '../scope/scoped';
import { registerMachine, type WorkflowFacts } from './workflow';

/** A caller of a document call: who, plus the button codes it holds (for rules beyond the route's code). */
export type DocumentCaller = Caller & { codes: ReadonlySet<string> };

export async function documentCallerOf(app: FastifyInstance, request: FastifyRequest): Promise<DocumentCaller> {
  return { ...callerOf(request), codes: await app.deps.permissions.codesOf(sessionOf(request)) };
}

export const holdsAny = (caller: Pick<DocumentCaller, 'codes'>, codes: readonly string[]) =>
  codes.some((code) => caller.codes.has(code));

/**
 * Tables a document can live in: tenant rows with soft delete, an optimistic version, a `state` and the
 * audit columns a data scope reads.
 */
export type DocumentTable = {
  [T in VersionedTable & ScopedTable]: DB[T] extends { state: unknown } ? T : never;
}[VersionedTable & ScopedTable];

/** A column of the document's own row, named without its table (`'sellerPartyId'`). */
type RowColumn<T extends DocumentTable> = keyof DocumentRow<T> & string;

export type DocumentRow<T extends DocumentTable> = Selectable<DB[T]>;

/** What a hook sees: the locked row as it was, and the move being made. */
export type HookContext<T extends DocumentTable, Action extends string> = {
  trx: Transaction<DB>;
  caller: DocumentCaller;
  action: Action;
  row: DocumentRow<T>;
  remark: string | null;
  now: Date;
  zone: string;
  ip: string | undefined;
};

/** A hook of one action: checks (throw to refuse) and side effects in the same transaction; returns extra values to set. */
export type ActionHook<T extends DocumentTable, Action extends string> = (
  context: HookContext<T, Action>,
) => Promise<Updateable<DB[T]> | undefined>;

/**
 * A document declared once (architecture.md §7): where it lives, how it moves, who sees it, and what
 * each action does besides moving it. `transition`, `amend` and the generated routes read only this.
 */
export type DocumentDefinition<T extends DocumentTable, State extends string, Action extends string, Detail> = {
  /** The name in the audit trail, the timeline and event topics (`<type>.<action>`). */
  type: string;
  table: T;
  machine: Machine<State, Action>;
  codes: { view: readonly string[]; delete: readonly string[] };
  /**
   * Scope rule, applied by platform/scope: a customer account sees the documents whose `owner` column
   * is its customer (or whose `party` column is in its party tree); company staff those their roles'
   * data scope reaches. The tenant rule holds for everyone.
   */
  scope: ({ owner: RowColumn<T> } | { party: RowColumn<T> }) & {
    /** Whose rows an own-rows scope shows (`self`, a narrowed sub-account); default the creator. */
    creator?: RowColumn<T>;
  };
  /**
   * Documents the caller sees (and may act on, with the codes) whatever its data scope, as a condition on
   * the document's table named `table` (a stock voucher: its warehouse is one the caller keeps).
   */
  granted?: (caller: DocumentCaller, table: T) => Expression<SqlBool>;
  /**
   * A rule narrowing the scope further, checked on the locked row before anything else (a stock
   * voucher: its warehouse must be one the caller sees). False: the document is not found.
   */
  visible?: (trx: Transaction<DB>, caller: DocumentCaller, row: DocumentRow<T>) => Promise<boolean>;
  /** States whose documents may be deleted (soft: numbers and codes stay taken). */
  removableStates: readonly State[];
  messages: { stateInvalid: MessageKey; reasonRequired: MessageKey; removeRefused?: MessageKey };
  /** The document as the API gives it; a document outside the caller's scope is 404. */
  detail: (db: Database, caller: DocumentCaller, id: string) => Promise<Detail>;
  /** Runs before the lock, outside any check of the row (who may take the action at all). */
  authorize?: Partial<Record<NoInfer<Action>, (db: Database, caller: DocumentCaller) => Promise<void>>>;
  hooks?: Partial<Record<NoInfer<Action>, ActionHook<T, NoInfer<Action>>>>;
  /**
   * Who acts on the document's workflow task in its (new) state; without it the company's staff act,
   * the task concerns the scope column's party and shows no number.
   */
  workflow?: (row: DocumentRow<T>) => WorkflowFacts;
  /** `amend`: cancel with this action, then copy the row into a new draft linked by `amended_from`. */
  amend?: {
    cancelAction: NoInfer<Action>;
    codes: readonly string[];
    copy: (row: DocumentRow<T>, caller: DocumentCaller) => Insertable<DB[T]>;
  };
};

/** Declares a document type; the identity function that checks the declaration against its table. */
export function defineDocument<
  T extends DocumentTable,
  const State extends string,
  const Action extends string,
  Detail,
>(definition: DocumentDefinition<T, State, Action, Detail>): DocumentDefinition<T, State, Action, Detail> {
  if (definition.amend && !(definition.amend.cancelAction in definition.machine.actions)) {
    throw new Error(`document ${definition.type}: unknown cancel action`);
  }
  registerMachine(definition.type, definition.machine);
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a definition of any document type, for code that handles every type alike
export type AnyDocument = DocumentDefinition<any, string, string, unknown>;
