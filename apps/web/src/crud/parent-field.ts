import type { CrudField, TreeOption } from './types';

/** The parent id of a tree's top-level rows (departments, regions, roles, menus). */
export const TOP_LEVEL = '0';

/** What a picker call answers for one node of a tree. */
export type PickerTreeNode = { id: string; title: string; children?: PickerTreeNode[] };

const toTreeOptions = (nodes: PickerTreeNode[]): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.title,
    ...(node.children ? { children: toTreeOptions(node.children) } : {}),
  }));

/** A parent picker's choices: "top level" first, then the tree (also how a parent reads in the view dialog). */
export const parentOptions = (nodes: PickerTreeNode[], topLevel: string): TreeOption[] => [
  { value: TOP_LEVEL, title: topLevel },
  ...toTreeOptions(nodes),
];

/** The `parentId` field of a tree-shaped list: a tree picker in the form, starting at the top level, no column. */
export const parentField = <T>(label: string, nodes: PickerTreeNode[], topLevel: string): CrudField<T> => ({
  key: 'parentId',
  label,
  kind: 'tree',
  treeOptions: parentOptions(nodes, topLevel),
  column: false,
  form: { initial: TOP_LEVEL },
});
