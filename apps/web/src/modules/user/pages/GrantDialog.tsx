import { Form, Modal, message, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantRoles, type RolePickerNode, type UserRecord } from '../api';

type RoleOption = { value: string; title: string; children: RoleOption[] };

const toOptions = (nodes: RolePickerNode[]): RoleOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.title, children: toOptions(node.children ?? []) }));

/** Sets the roles of one account (`blade-user/grant`), replacing what it held. */
export function GrantDialog({
  user,
  roles,
  onClose,
  onSaved,
}: {
  user: UserRecord | null;
  roles: RolePickerNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('user');
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setRoleIds(user?.roleIds ?? []), [user]);

  async function save() {
    if (!user) return;
    if (!roleIds.length) {
      message.warning(t('action.grantNone'));
      return;
    }
    setSaving(true);
    try {
      await grantRoles([user.id], roleIds);
      message.success(t('action.granted'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(user)}
      title={t('action.grantTitle', { account: user?.account ?? '' })}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('user.roles')} required>
          <TreeSelect<string[]>
            aria-label={t('user.roles')}
            treeData={toOptions(roles)}
            value={roleIds}
            onChange={(value) => setRoleIds(value ?? [])}
            multiple
            allowClear
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
