import { CaretDownFilled } from '@ant-design/icons';
import { Alert, Form, Modal, message, Radio, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATA_SCOPES,
  type DataScope,
  type GrantMenuNode,
  grantRole,
  type Role,
  useGrantedMenus,
  useGrantTree,
} from '../api';
import { checkedLeaves, withAncestors } from '../grant-tree';

const BUTTON = 2;

/** Buttons carry their code, so that two "View" buttons of different pages read apart (also to screen readers). */
const toTreeData = (nodes: GrantMenuNode[]): DataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title:
      node.category === BUTTON ? (
        <>
          {node.name}{' '}
          <Typography.Text type="secondary" code>
            {node.code}
          </Typography.Text>
        </>
      ) : (
        node.name
      ),
    children: toTreeData(node.children),
  }));

type Props = { role: Role | null; onClose: () => void; onSaved: () => void };

/** A role's grants: the menus and buttons (a tree with checkboxes) and its data scope. */
export function GrantDialog({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation('access');
  const open = Boolean(role);
  const tree = useGrantTree(open);
  const granted = useGrantedMenus(role?.id, open);
  const [checked, setChecked] = useState<string[]>([]);
  const [dataScope, setDataScope] = useState<DataScope>(1);
  const [saving, setSaving] = useState(false);
  const treeLabel = useId();

  useEffect(() => {
    // The server answers only the scopes it accepts (the role input is DataScope-checked).
    if (role) setDataScope(role.dataScope as DataScope);
  }, [role]);
  useEffect(() => {
    if (tree.data && granted.data) setChecked(checkedLeaves(granted.data, tree.data));
  }, [tree.data, granted.data]);

  async function save() {
    if (!role || !tree.data) return;
    setSaving(true);
    try {
      await grantRole(role.id, withAncestors(checked, tree.data), dataScope);
      message.success(t('crud:updated'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  const loading = tree.isPending || granted.isPending;
  return (
    <Modal
      open={open}
      title={t('role.grantTitle', { name: role?.roleName ?? '' })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('crud:save')}
      okButtonProps={{ disabled: loading || tree.isError || granted.isError }}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
    >
      {tree.isError || granted.isError ? <Alert type="error" showIcon title={t('crud:loadFailed')} /> : null}
      <Form layout="vertical">
        <Form.Item label={t('role.dataScope')}>
          <Radio.Group
            aria-label={t('role.dataScope')}
            value={dataScope}
            onChange={(event) => setDataScope(event.target.value as DataScope)}
            options={DATA_SCOPES.map((scope) => ({ value: scope, label: t(`role.dataScopes.${scope}`) }))}
          />
        </Form.Item>
        <Typography.Text id={treeLabel} strong>
          {t('role.menus')}
        </Typography.Text>
        <Typography.Paragraph type="secondary">{t('role.grantHelp')}</Typography.Paragraph>
        {loading ? (
          <Spin />
        ) : (
          <div style={{ maxHeight: '55vh', overflow: 'auto' }}>
            <Tree
              aria-labelledby={treeLabel}
              checkable
              selectable={false}
              defaultExpandAll
              // Hidden from screen readers, so each checkbox is named by its menu alone.
              switcherIcon={<CaretDownFilled aria-hidden />}
              treeData={toTreeData(tree.data ?? [])}
              checkedKeys={checked}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            />
          </div>
        )}
      </Form>
    </Modal>
  );
}
