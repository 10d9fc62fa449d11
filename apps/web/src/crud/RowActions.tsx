import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionContext, RowAction } from './types';
import { textWidth } from './widths';

/** Actions shown as links in a row; the rest wait in its "more" menu, so the data keeps the room. */
export const INLINE_ACTIONS = 2;
const LINK_PADDING = 16;
const MORE_BUTTON = 40;
const CELL_PADDING = 20;

type Props<R> = { row: R; actions: RowAction<R>[]; context: ActionContext<R>; inline: number };

/** A row's actions: the first `inline` of those that apply to it as links, the others in a dropdown. */
export function RowActions<R>({ row, actions, context, inline }: Props<R>) {
  const { t } = useTranslation('crud');
  const applying = applyingTo(row, actions);
  const shown = applying.slice(0, inline);
  const more = applying.slice(shown.length);
  const run = (action: RowAction<R>) => confirmThen(action.confirm, () => action.run(row, context));
  return (
    <span className="crud-row-actions">
      {shown.map((action) => (
        <Button key={action.key} type="link" size="small" danger={action.danger} onClick={() => run(action)}>
          {action.label}
        </Button>
      ))}
      {more.length ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({ key: action.key, label: action.label, danger: action.danger })),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              const action = more.find((one) => one.key === key);
              if (action) run(action);
            },
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<EllipsisOutlined />}
            aria-label={t('moreActions')}
            onClick={(event) => event.stopPropagation()}
          />
        </Dropdown>
      ) : null}
    </span>
  );
}

/** The actions that apply to a row, in their order. */
const applyingTo = <R,>(row: R, actions: RowAction<R>[]) =>
  actions.filter((action) => !action.visible || action.visible(row));

/**
 * The width of the actions column: the widest set of inline links a row in view shows, and the menu
 * button when some row has more.
 */
export function actionsWidth<R>(rows: R[], actions: RowAction<R>[], inline: number, title: string): number {
  let widest = 0;
  for (const row of rows) {
    const applying = applyingTo(row, actions);
    const links = applying.slice(0, inline).reduce((sum, action) => sum + textWidth(action.label) + LINK_PADDING, 0);
    widest = Math.max(widest, links + (applying.length > inline ? MORE_BUTTON : 0));
  }
  return Math.max(widest, textWidth(title)) + CELL_PADDING;
}

export function confirmThen(question: string | undefined, run: () => unknown) {
  if (!question) {
    void run();
    return;
  }
  Modal.confirm({ title: question, onOk: async () => run() });
}
