import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, InputNumber, message, Popover, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnState, canMove, move } from './layout';

type Props = {
  columns: ColumnState[];
  onSave: (columns: ColumnState[]) => Promise<void>;
  onReset: () => Promise<void>;
};

/**
 * Shows, hides, orders and sizes a list's columns; saved per user on the server. Key columns cannot be
 * hidden and stay first.
 */
export function ColumnSettings({ columns, onSave, onReset }: Props) {
  const { t } = useTranslation('crud');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(columns);
  const [saving, setSaving] = useState(false);
  const change = (index: number, patch: Partial<ColumnState>) =>
    setDraft((current) => current.map((column, at) => (at === index ? { ...column, ...patch } : column)));

  async function finish(action: () => Promise<void>) {
    setSaving(true);
    try {
      await action();
      message.success(t('layoutSaved'));
      setOpen(false);
    } finally {
      setSaving(false);
    }
  }

  const content = (
    <div className="crud-columns">
      <ul aria-label={t('columns')}>
        {draft.map((column, index) => (
          <li key={column.key} className="crud-columns-row">
            <Tooltip title={column.locked ? t('keyColumn') : undefined}>
              <Checkbox
                checked={column.visible}
                disabled={column.locked}
                onChange={(event) => change(index, { visible: event.target.checked })}
              >
                {column.label}
              </Checkbox>
            </Tooltip>
            <Space size={4}>
              <InputNumber
                size="small"
                min={40}
                max={2000}
                step={10}
                placeholder={t('auto')}
                aria-label={t('width', { label: column.label })}
                value={column.width}
                onChange={(width) => change(index, { width: width ?? undefined })}
              />
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('moveUp', { label: column.label })}
                disabled={!canMove(draft, index, -1)}
                onClick={() => setDraft((current) => move(current, index, -1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('moveDown', { label: column.label })}
                disabled={!canMove(draft, index, 1)}
                onClick={() => setDraft((current) => move(current, index, 1))}
              />
            </Space>
          </li>
        ))}
      </ul>
      <Space className="crud-columns-actions">
        <Button size="small" onClick={() => void finish(onReset)} disabled={saving}>
          {t('reset')}
        </Button>
        <Button size="small" type="primary" loading={saving} onClick={() => void finish(() => onSave(draft))}>
          {t('save')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('columns')}
      content={content}
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(columns);
        setOpen(next);
      }}
    >
      <Tooltip title={t('columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('columns')} />
      </Tooltip>
    </Popover>
  );
}
