import { Checkbox, Empty, Form, Modal, message, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parentOptions } from '../../../crud/parent-field';
import { useDictionary } from '../../../lib/dictionary';
import { saveProductLinesOfRole, useRolePicker, useRoleProductLines } from '../api';

/** Which product lines (entries of the `product_line` dictionary) the holders of one role may see. */
export function ProductLineDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('structure');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const roles = useRolePicker();
  const lines = useDictionary('product_line');
  const granted = useRoleProductLines(roleId);
  const value = chosen ?? granted.data ?? [];

  async function save() {
    if (!roleId) return;
    setSaving(true);
    try {
      await saveProductLinesOfRole(roleId, value);
      message.success(t('productLines.saved'));
      onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('productLines.title')}
      okText={t('productLines.save')}
      okButtonProps={{ disabled: !roleId || granted.isPending, loading: saving }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('productLines.role')}>
          <TreeSelect
            aria-label={t('productLines.role')}
            treeData={parentOptions(roles.data ?? [], '').slice(1)}
            value={roleId ?? undefined}
            onChange={(next: string) => {
              setRoleId(next);
              setChosen(null);
            }}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item label={t('productLines.lines')}>
          {lines.data?.length ? (
            <Checkbox.Group
              disabled={!roleId || granted.isPending}
              options={lines.data.map((line) => ({ value: line.dictKey, label: line.dictValue }))}
              value={value}
              onChange={(next) => setChosen(next.map(String))}
            />
          ) : (
            <Empty description={t('productLines.none')} />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
