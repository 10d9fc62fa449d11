import { Card, Empty, Grid, Spin, Tree, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FilterNode = { key: string; title: string; children?: FilterNode[] };

type Props = {
  /** What the tree sorts by (already translated): "Product level", "Department". */
  title: string;
  nodes: FilterNode[];
  selected?: string;
  onSelect: (key?: string) => void;
  loading?: boolean;
  /** Shown when there are no nodes. */
  empty?: string;
};

type SelectNode = { value: string; title: string; children?: SelectNode[] };
const selectNodes = (nodes: FilterNode[]): SelectNode[] =>
  nodes.map((node) => ({
    value: node.key,
    title: node.title,
    ...(node.children?.length ? { children: selectNodes(node.children) } : {}),
  }));

/**
 * A tree that filters the list beside it (product levels, departments). On a phone it folds into a
 * select above the list, so the list keeps the screen's width.
 */
export function TreeFilter({ title, nodes, selected, onSelect, loading, empty }: Props) {
  const { t } = useTranslation('crud');
  const narrow = Grid.useBreakpoint().md === false;
  if (narrow)
    return (
      <TreeSelect
        className="crud-tree-select"
        aria-label={title}
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        loading={loading}
        placeholder={t('allOf', { title })}
        treeData={selectNodes(nodes)}
        value={selected}
        onChange={(key?: string) => onSelect(key ?? undefined)}
      />
    );
  let body: ReactNode;
  if (loading) body = <Spin />;
  else if (!nodes.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  else
    body = (
      <Tree<FilterNode>
        treeData={nodes}
        defaultExpandAll
        blockNode
        selectedKeys={selected ? [selected] : []}
        onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
      />
    );
  return (
    <Card size="small" title={title} className="crud-tree-card">
      {body}
    </Card>
  );
}

/** A filtering tree beside its list, above it on a phone. */
export function TreeAndList({ tree, children }: { tree: ReactNode; children: ReactNode }) {
  return (
    <div className="crud-tree-and-list">
      <div className="crud-tree-pane">{tree}</div>
      <div className="crud-list-pane">{children}</div>
    </div>
  );
}
