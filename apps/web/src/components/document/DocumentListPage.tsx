import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { CrudPage } from '../../crud/CrudPage';
import type { CrudConfig, CrudField, CrudRow } from '../../crud/types';
import { StatusTag } from './StatusTag';

/** What opens and closes on a document list: the opened document's dialog and the editor. */
export type DocumentListCommands<Doc> = {
  open: (id: string) => void;
  close: () => void;
  startNew: () => void;
  edit: (doc: Doc) => void;
  stopEditing: () => void;
  /** Reloads the list as it was last shown (its filters and page). */
  refresh: () => void;
  /** After the editor saved: the cached document queries reload, the list too, and the saved one opens. */
  saved: (doc: Doc) => void;
  /** Remembers the list's own reload, handed to a toolbar or row action. */
  remember: (refresh: () => void) => void;
};

export type DocumentList<Doc> = {
  /** The id of the document shown in its dialog. */
  opened: string | null;
  /** The document in the editor, `'new'` for a new one. */
  editing: Doc | 'new' | null;
  /** Stable across renders: safe in a memoised list config. */
  commands: DocumentListCommands<Doc>;
};

/** The state of a document list page; `invalidate` is the module's query key to reload after a save. */
export function useDocumentList<Doc extends { id: string }>(invalidate: QueryKey): DocumentList<Doc> {
  const client = useQueryClient();
  const [opened, setOpened] = useState<string | null>(null);
  const [editing, setEditing] = useState<Doc | 'new' | null>(null);
  const refreshList = useRef<() => void>(() => {});
  const invalidateKey = useRef(invalidate);
  invalidateKey.current = invalidate;

  const commands = useMemo(
    (): DocumentListCommands<Doc> => ({
      open: (id) => setOpened(id),
      close: () => setOpened(null),
      startNew: () => setEditing('new'),
      edit: (doc) => setEditing(doc),
      stopEditing: () => setEditing(null),
      refresh: () => refreshList.current(),
      remember: (refresh) => {
        refreshList.current = refresh;
      },
      saved: (doc) => {
        void client.invalidateQueries({ queryKey: invalidateKey.current });
        refreshList.current();
        setEditing(null);
        setOpened(doc.id);
      },
    }),
    [client],
  );
  return { opened, editing, commands };
}

/** A document list: its menu, API root, fields, and the buttons to start a new one and to open a row. */
export type DocumentListSpec<R extends CrudRow> = {
  code: string;
  title: string;
  entity: string;
  /** The document's API root: `<api>/list`, `<api>/detail` and `<api>/remove`. */
  api: string;
  fields: CrudField<R>[];
  canDelete: (row: R) => boolean;
  create: { label: string; permission: string };
  openLabel: string;
};

/** The CrudPage config of a document list: never edited in place, a row opens its document. */
export function documentListConfig<R extends CrudRow, Doc>(
  commands: DocumentListCommands<Doc>,
  spec: DocumentListSpec<R>,
): CrudConfig<R> {
  return {
    code: spec.code,
    title: spec.title,
    entity: spec.entity,
    api: { list: `${spec.api}/list`, detail: `${spec.api}/detail`, remove: `${spec.api}/remove` },
    fields: spec.fields,
    canEdit: () => false,
    canDelete: spec.canDelete,
    toolbarActions: [
      {
        key: 'new',
        label: spec.create.label,
        permission: spec.create.permission,
        run: (context) => {
          commands.remember(context.refresh);
          commands.startNew();
        },
      },
    ],
    rowActions: [
      {
        key: 'open',
        label: spec.openLabel,
        run: (row, context) => {
          commands.remember(context.refresh);
          commands.open(row.id);
        },
      },
    ],
  };
}

type StateFieldSpec<State extends string> = {
  label: string;
  states: readonly State[];
  colors: Record<State, string>;
  stateLabel: (state: State) => string;
  width: number;
};

/** A document's state: searched by equality, shown as its coloured chip. */
export function stateField<R, State extends string>(spec: StateFieldSpec<State>): CrudField<R> {
  return {
    key: 'state',
    label: spec.label,
    options: spec.states.map((state) => ({ value: state, label: spec.stateLabel(state) })),
    search: 'equal',
    column: {
      width: spec.width,
      render: (value) => (
        <StatusTag state={value as State} colors={spec.colors} label={spec.stateLabel(value as State)} />
      ),
    },
  };
}

type Props<R extends CrudRow, Doc> = {
  list: DocumentList<Doc>;
  /** Memoised by the caller: the list reloads when it changes. */
  spec: DocumentListSpec<R>;
  /** The opened document's dialog. */
  detail: (id: string) => ReactNode;
  /** The editor of a new (`null`) or a draft document. */
  editor: (doc: Doc | null) => ReactNode;
  /** What surrounds the list, e.g. tabs beside it. */
  frame?: (list: ReactNode) => ReactNode;
};

/**
 * A document page: the list with its filters and state chips, a button to start a new document, and a
 * row that opens the document in a dialog.
 */
export function DocumentListPage<R extends CrudRow, Doc>({ list, spec, detail, editor, frame }: Props<R, Doc>) {
  const { commands } = list;
  const config = useMemo(() => documentListConfig(commands, spec), [commands, spec]);
  const page = <CrudPage config={config} />;
  return (
    <>
      {frame ? frame(page) : page}
      {list.opened ? detail(list.opened) : null}
      {list.editing ? editor(list.editing === 'new' ? null : list.editing) : null}
    </>
  );
}
