import type { Machine } from '@smdp/contracts';
import { Button, Space } from 'antd';
import { documentActions } from './actions';

type Props<State extends string, Action extends string> = {
  machine: Machine<State, Action>;
  state: State;
  codes: Record<string, true>;
  menu?: string;
  label: (action: Action) => string;
  onAction: (action: Action) => void;
  /** Actions to hide beyond the machine's rule (e.g. approving one's own submission). */
  hidden?: (action: Action) => boolean;
  danger?: readonly Action[];
};

/** The buttons of a document: exactly the actions its machine allows from `state` to these codes. */
export function ActionButtons<State extends string, Action extends string>(props: Props<State, Action>) {
  const actions = documentActions(props.machine, props.state, props.codes, props.menu).filter(
    (action) => !props.hidden?.(action),
  );
  if (!actions.length) return null;
  return (
    <Space wrap>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          danger={props.danger?.includes(action)}
          onClick={() => props.onAction(action)}
        >
          {props.label(action)}
        </Button>
      ))}
    </Space>
  );
}
