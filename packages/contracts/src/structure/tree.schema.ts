import { z } from 'zod';
import { Id, IdInput } from '../common';

/** A tree root's parent (api-conventions.md). */
export const ROOT = '0';

/** A node of a picker tree (antd TreeSelect: `title`, `value`, `key`). */
export type PickerNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: PickerNode[];
};

export const PickerNode: z.ZodType<PickerNode> = z
  .object({
    id: Id,
    parentId: Id,
    title: z.string(),
    key: Id,
    value: Id,
    get children() {
      return z.array(PickerNode).optional();
    },
  })
  .meta({ id: 'StructurePickerNode' });

/** A parent id where 0, empty or missing means the top level. */
export const ParentIdInput = z
  .union([z.literal(''), IdInput])
  .nullish()
  .transform((value) => value || ROOT);

/**
 * A node of BladeX's lazy trees (`dept/lazy-tree`, `region/lazy-tree`): a picker node that says whether it has
 * nodes below, loaded when opened. For regions, BladeX keys the tree by code: `id`, `key` and `value` are codes.
 */
export const LazyTreeNode = z.object({
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  key: z.string(),
  value: z.string(),
  hasChildren: z.boolean(),
});
export type LazyTreeNode = z.output<typeof LazyTreeNode>;
