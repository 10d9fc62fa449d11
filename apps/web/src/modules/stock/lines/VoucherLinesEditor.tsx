import { Button, Input, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { type GoodsChoice, useGoodsChoices } from '../api';

/** What every stock voucher's line holds while it is edited: the quantity as typed, in the line's unit. */
export type DraftLine = { key: number; goodsId?: string; unit?: string; qty?: string; batchNo?: string };

/** A line without its row key, as a document's line becomes a draft. */
export type LineValues<L extends DraftLine> = Omit<L, 'key'>;

export type DraftLines<L extends DraftLine> = {
  lines: L[];
  change: (key: number, patch: Partial<L>) => void;
  add: () => void;
  remove: (key: number) => void;
};

let lineKeys = 0;
const withKey = <L extends DraftLine>(values: LineValues<L>) => ({ ...values, key: ++lineKeys }) as L;

/** The lines of an editor: `initial` once when it opens, `blank` for every added line. */
export function useDraftLines<L extends DraftLine>(
  initial: () => LineValues<L>[],
  blank: () => LineValues<L>,
): DraftLines<L> {
  const [lines, setLines] = useState<L[]>(() => initial().map(withKey));
  return {
    lines,
    change: (key, patch) => setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line))),
    add: () => setLines((all) => [...all, withKey(blank())]),
    remove: (key) => setLines((all) => all.filter((one) => one.key !== key)),
  };
}

/** The texts of the lines table, from the editor's own namespace. */
export type LinesLabels = {
  goods: string;
  unit: string;
  qty: string;
  batchNo: string;
  removeLine: string;
  addLine: string;
};

/** The labels of an editor whose namespace names them `goods`, `unit`, `qty`, `batchNo`, `removeLine`, `addLine`. */
export const linesLabels = (t: (key: keyof LinesLabels) => string): LinesLabels => ({
  goods: t('goods'),
  unit: t('unit'),
  qty: t('qty'),
  batchNo: t('batchNo'),
  removeLine: t('removeLine'),
  addLine: t('addLine'),
});

type Props<L extends DraftLine> = {
  draft: DraftLines<L>;
  labels: LinesLabels;
  /** An adjustment's quantity is a signed difference; every other voucher moves a positive quantity. */
  qtyMayBeNegative?: boolean;
  /** The inbound/outbound editor never named its batch input; kept so its accessible names stay as they were. */
  batchInputNamed?: boolean;
  /** The editor's own columns, after the quantity and after the batch. */
  afterQty?: TableColumnsType<L>;
  afterBatch?: TableColumnsType<L>;
};

const unitsOf = (choice: GoodsChoice | undefined) =>
  choice ? [choice.baseUnit, ...choice.units.map((unit) => unit.unit)] : [];

/**
 * The lines of a stock voucher: per line a goods (its base unit chosen with it), one of its units, a
 * quantity and a batch, the editor's own columns, and a button to remove it (never the last one).
 */
export function VoucherLinesEditor<L extends DraftLine>({
  draft,
  labels,
  qtyMayBeNegative = false,
  batchInputNamed = true,
  afterQty = [],
  afterBatch = [],
}: Props<L>) {
  const goods = useGoodsChoices();
  const goodsById = new Map((goods.data ?? []).map((g) => [g.id, g]));
  const { lines, change } = draft;
  const patch = (key: number, values: Partial<DraftLine>) => change(key, values as Partial<L>);

  const columns: TableColumnsType<L> = [
    {
      title: labels.goods,
      key: 'goods',
      render: (_, line) => (
        <Select
          aria-label={labels.goods}
          style={{ width: 220 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={line.goodsId}
          loading={goods.isLoading}
          options={(goods.data ?? []).map((g) => ({ value: g.id, label: `${g.sku} ${g.name}` }))}
          onChange={(goodsId: string) => patch(line.key, { goodsId, unit: goodsById.get(goodsId)?.baseUnit })}
        />
      ),
    },
    {
      title: labels.unit,
      key: 'unit',
      render: (_, line) => (
        <Select
          aria-label={labels.unit}
          style={{ width: 90 }}
          value={line.unit}
          options={unitsOf(line.goodsId ? goodsById.get(line.goodsId) : undefined).map((unit) => ({
            value: unit,
            label: unit,
          }))}
          onChange={(unit: string) => patch(line.key, { unit })}
        />
      ),
    },
    {
      title: labels.qty,
      key: 'qty',
      render: (_, line) => (
        <InputNumber<string>
          aria-label={labels.qty}
          stringMode
          min={qtyMayBeNegative ? undefined : '0'}
          precision={3}
          value={line.qty}
          onChange={(qty) => patch(line.key, { qty: qty ?? undefined })}
        />
      ),
    },
    ...afterQty,
    {
      title: labels.batchNo,
      key: 'batchNo',
      render: (_, line) => (
        <Input
          aria-label={batchInputNamed ? labels.batchNo : undefined}
          style={{ width: 120 }}
          maxLength={40}
          value={line.batchNo}
          onChange={(event) => patch(line.key, { batchNo: event.target.value })}
        />
      ),
    },
    ...afterBatch,
    {
      title: '',
      key: 'remove',
      render: (_, line) => (
        <Button size="small" danger disabled={lines.length === 1} onClick={() => draft.remove(line.key)}>
          {labels.removeLine}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table<L>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={lines}
        columns={columns}
      />
      <Button style={{ marginTop: 8 }} onClick={draft.add}>
        {labels.addLine}
      </Button>
    </>
  );
}
