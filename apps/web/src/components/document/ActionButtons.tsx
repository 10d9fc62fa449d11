import type { Machine } from '@smdp/contracts';
import { Button, Space } from 'antd';
import type { ActionContext, RowAction } from '../../crud/types';
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

type RowSpec<R, Action extends string> = {
  /** Every action of the document's machine, in its order: one row action each. */
  actions: readonly Action[];
  /** The actions a row offers: its machine's from the row's state to the caller's codes (`documentActions`). */
  offered: (row: R) => readonly Action[];
  label: (action: Action) => string;
  danger?: readonly Action[];
  /** The question to ask before acting, if any. */
  confirm?: (action: Action) => string | undefined;
  run: (action: Action, row: R, context: ActionContext<R>) => unknown;
};

/**
 * The same buttons for each row of a document list (a CrudPage's row links and "More actions" menu):
 * a row shows exactly the actions its rule offers it.
 */
export function documentRowActions<R, Action extends string>(spec: RowSpec<R, Action>): RowAction<R>[] {
  return spec.actions.map((action) => ({
    key: action,
    label: spec.label(action),
    danger: spec.danger?.includes(action),
    visible: (row: R) => spec.offered(row).includes(action),
    confirm: spec.confirm?.(action),
    run: (row: R, context: ActionContext<R>) => spec.run(action, row, context),
  }));
}
