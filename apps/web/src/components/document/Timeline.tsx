import type { TimelineEntry, Wire } from '@smdp/contracts';
import { Timeline as AntTimeline, Empty, Typography } from 'antd';

type Props = {
  entries: readonly Wire<TimelineEntry>[];
  /** The words of an action and of a state, in the document's own namespace. */
  actionLabel: (action: string) => string;
  stateLabel: (state: string) => string;
  empty: string;
};

/** A document's history, oldest first: who moved it, to which state, when and why. */
export function Timeline({ entries, actionLabel, stateLabel, empty }: Props) {
  if (!entries.length) return <Empty description={empty} />;
  return (
    <AntTimeline
      items={entries.map((entry) => ({
        key: entry.id,
        content: (
          <>
            <Typography.Text strong>{actionLabel(entry.action)}</Typography.Text>
            {entry.toState ? <Typography.Text> → {stateLabel(entry.toState)}</Typography.Text> : null}
            <div>
              <Typography.Text type="secondary">
                {String(entry.createTime)} · {entry.account ?? ''}
              </Typography.Text>
            </div>
            {entry.remark ? <div>{entry.remark}</div> : null}
          </>
        ),
      }))}
    />
  );
}
