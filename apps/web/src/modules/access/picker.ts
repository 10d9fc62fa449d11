import type { TreeOption } from '../../crud/types';
import type { PickerNode } from './api';

/** The parent id of a top-level role or menu. */
export const TOP_LEVEL = '0';

const toTreeOptions = (nodes: PickerNode[]): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.title,
    ...(node.children ? { children: toTreeOptions(node.children) } : {}),
  }));

/** A parent picker's choices: "top level" first, then the tree (also how a parent reads in the view dialog). */
export const parentOptions = (nodes: PickerNode[], topLevel: string): TreeOption[] => [
  { value: TOP_LEVEL, title: topLevel },
  ...toTreeOptions(nodes),
];
