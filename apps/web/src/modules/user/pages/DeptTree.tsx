import { useTranslation } from 'react-i18next';
import { type FilterNode, TreeFilter } from '../../../crud/TreeFilter';
import { type DeptPickerNode, useDeptTree } from '../api';

const toTree = (nodes: DeptPickerNode[]): FilterNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.title,
    children: toTree(node.children ?? []),
  }));

/**
 * Departments to filter the user list by. The tree is optional: without the department call (or
 * with no departments) it shows an empty state and the list shows everyone.
 */
export function DeptTree({ selected, onSelect }: { selected?: string; onSelect: (deptId?: string) => void }) {
  const { t } = useTranslation('user');
  const depts = useDeptTree();
  return (
    <TreeFilter
      // Mounted again once the departments arrive, so they open expanded.
      key={depts.data ? 'loaded' : 'loading'}
      title={t('dept.title')}
      nodes={toTree(depts.data ?? [])}
      loading={depts.isLoading}
      empty={t('dept.empty')}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
