import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { deptTree, type PickerNode } from '../api';

type TreeNode = { key: string; title: string; children: TreeNode[] };

const toTree = (nodes: PickerNode[]): TreeNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.title ?? node.deptName ?? node.id,
    children: toTree(node.children ?? []),
  }));

/**
 * Departments to filter the user list by. The tree is optional: without the department call (or
 * with no departments) it shows an empty state and the list shows everyone.
 */
export function DeptTree({ selected, onSelect }: { selected?: string; onSelect: (deptId?: string) => void }) {
  const { t } = useTranslation('users');
  const depts = useQuery({ queryKey: ['users', 'dept-tree'], queryFn: deptTree, retry: false });
  const nodes = toTree(depts.data ?? []);
  return (
    <Card size="small" title={t('dept.title')} className="users-dept-tree">
      {depts.isLoading ? (
        <Spin />
      ) : nodes.length ? (
        <Tree<TreeNode>
          treeData={nodes}
          defaultExpandAll
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dept.empty')} />
      )}
    </Card>
  );
}
