import type { TimelineEntry, Wire } from '@smdp/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, type DescriptionsProps, Input, Modal, message, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { Timeline } from './Timeline';
import { DOCUMENT_TIMELINES } from './useDocumentTimeline';

type DialogProps<Doc> = {
  /** The document's query (a detail hook's result). */
  query: { data?: Doc; isError: boolean };
  width: number;
  /** The dialog's title once loaded (the document's number); `fallbackTitle` before. */
  title: (doc: Doc) => string;
  fallbackTitle: string;
  notFound: string;
  onClose: () => void;
  children: (doc: Doc) => ReactNode;
};

/** A document in a dialog: its number as the title, a wait mark while loading, an error if it is gone. */
export function DocumentDialog<Doc>({
  query,
  width,
  title,
  fallbackTitle,
  notFound,
  onClose,
  children,
}: DialogProps<Doc>) {
  return (
    <Modal open width={width} footer={null} onCancel={onClose} title={query.data ? title(query.data) : fallbackTitle}>
      {query.data ? (
        children(query.data)
      ) : query.isError ? (
        <Alert type="error" title={notFound} />
      ) : (
        <Typography.Text type="secondary">…</Typography.Text>
      )}
    </Modal>
  );
}

/**
 * One move of a document at a time: `busy` while it runs; on success the done message, the module's
 * queries reload and `onChanged` gets the result. On failure nothing changed, and the http layer has
 * already shown the server's translated refusal.
 */
export function useDocumentRun<T>(invalidate: QueryKey, done: string, onChanged: (result: T) => void) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<T>, doneMessage = done) {
    setBusy(true);
    try {
      const result = await work();
      message.success(doneMessage);
      await Promise.all([
        client.invalidateQueries({ queryKey: invalidate }),
        client.invalidateQueries({ queryKey: DOCUMENT_TIMELINES }),
      ]);
      onChanged(result);
    } catch {
      // refused: see above
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

type Line = { id: string; lineNo: number; sku: string; goodsName: string };

/** The first two columns of a document's lines: the line number and the goods (SKU and name). */
export function lineColumns<L extends Line>(goods: string): ColumnsType<L> {
  return [
    { title: '#', dataIndex: 'lineNo', width: 40 },
    { title: goods, key: 'goods', render: (_, line) => `${line.sku} ${line.goodsName}` },
  ];
}

type History = {
  title: string;
  entries: readonly Wire<TimelineEntry>[];
  actionLabel: (action: string) => string;
  stateLabel: (state: string) => string;
  empty: string;
};

/**
 * A document's history in the words of its namespace, which holds `history`, `historyEmpty`,
 * `actions.<action>` and `states.<state>` (a move the namespace does not name shows as it is).
 */
export function documentHistory<Ns extends string>(t: TFunction<Ns>, entries: readonly Wire<TimelineEntry>[]): History {
  return {
    title: t('history'),
    entries,
    actionLabel: (action) => t(`actions.${action}`, { defaultValue: action }),
    stateLabel: (state) => t(`states.${state}`, { defaultValue: state }),
    empty: t('historyEmpty'),
  };
}

type DetailProps<L extends { id: string }> = {
  /** Notes above the header (read-only, awaits approval, ...). */
  notes?: ReactNode;
  header: NonNullable<DescriptionsProps['items']>;
  lines?: { rows: readonly L[]; columns: ColumnsType<L> };
  /** What stands between the lines and the buttons (a list of proofs, ...). */
  body?: ReactNode;
  actions: ReactNode;
  history?: {
    title: string;
    entries: readonly Wire<TimelineEntry>[];
    actionLabel: (action: string) => string;
    stateLabel: (state: string) => string;
    empty: string;
  };
  /** The document's own dialogs (asking for a reason, counting a receipt). */
  children?: ReactNode;
};

/** The body of a document: header fields, lines, the buttons its state allows, and its history. */
export function DocumentDetail<L extends { id: string }>({
  notes,
  header,
  lines,
  body,
  actions,
  history,
  children,
}: DetailProps<L>) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {notes}
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered items={header} />
      {lines ? (
        <Table<L>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={lines.rows as L[]}
          columns={lines.columns}
        />
      ) : null}
      {body}
      {actions}
      {history ? <Typography.Title level={5}>{history.title}</Typography.Title> : null}
      {history ? (
        <Timeline
          entries={history.entries}
          actionLabel={history.actionLabel}
          stateLabel={history.stateLabel}
          empty={history.empty}
        />
      ) : null}
      {children}
    </Space>
  );
}

type ReasonProps = {
  open: boolean;
  title: string;
  /** The text area's accessible name. */
  label: string;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** Asks for the reason of a move that needs one (reject, reverse): OK only once something is written. */
export function ReasonDialog({ open, title, label, onCancel, onSubmit }: ReasonProps) {
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(open);
  // Each opening starts empty: the state is reset while rendering, so the last reason never flashes.
  if (open !== shown) {
    setShown(open);
    if (open) setReason('');
  }
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      okButtonProps={{ disabled: !reason.trim() }}
      onOk={() => onSubmit(reason.trim())}
    >
      <Input.TextArea
        aria-label={label}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
