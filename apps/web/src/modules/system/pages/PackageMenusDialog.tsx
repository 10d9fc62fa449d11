import { Modal, message, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PackageMenuNode, packageDetail, savePackage, type TenantPackage, usePackageMenuTree } from '../api';

const toTreeData = (nodes: PackageMenuNode[]): DataNode[] =>
  nodes.map((node) => ({ key: node.id, title: node.name, children: toTreeData(node.children) }));

/** Every id above a checked node: a package holding a button holds the pages leading to it. */
function withAncestors(checked: string[], nodes: PackageMenuNode[]): string[] {
  const parentOf = new Map<string, string>();
  const walk = (list: PackageMenuNode[], parent?: string) => {
    for (const node of list) {
      if (parent) parentOf.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(nodes);
  const all = new Set(checked);
  for (const id of checked) for (let up = parentOf.get(id); up; up = parentOf.get(up)) all.add(up);
  return [...all];
}

type Props = { pkg: TenantPackage | null; onClose: () => void; onSaved: () => void };

/** The menus and buttons of a package, as a tree with checkboxes (like a role's grants). */
export function PackageMenusDialog({ pkg, onClose, onSaved }: Props) {
  const { t } = useTranslation('system');
  const tree = usePackageMenuTree(Boolean(pkg));
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!pkg || !tree.data) return;
    // Only leaves are checked: antd derives the half-checked parents itself.
    const parents = new Set<string>();
    const walk = (nodes: PackageMenuNode[]) => {
      for (const node of nodes) {
        if (node.children.length) parents.add(node.id);
        walk(node.children);
      }
    };
    walk(tree.data);
    setChecked(pkg.menuIds.filter((id) => !parents.has(id)));
  }, [pkg, tree.data]);

  async function save() {
    if (!pkg || !tree.data) return;
    setSaving(true);
    try {
      const latest = await packageDetail(pkg.id);
      await savePackage({
        id: latest.id,
        version: latest.version,
        packageName: latest.packageName,
        remark: latest.remark,
        menuIds: withAncestors(checked, tree.data),
      });
      message.success(t('crud:updated'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(pkg)}
      title={t('package.menusTitle', { name: pkg?.packageName ?? '' })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('crud:save')}
      confirmLoading={saving}
      width={560}
      destroyOnHidden
    >
      <p>{t('package.menusHelp')}</p>
      {tree.isPending ? (
        <Spin />
      ) : (
        <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
          <Tree
            checkable
            selectable={false}
            defaultExpandedKeys={(tree.data ?? []).map((node) => node.id)}
            treeData={toTreeData(tree.data ?? [])}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          />
        </div>
      )}
    </Modal>
  );
}
