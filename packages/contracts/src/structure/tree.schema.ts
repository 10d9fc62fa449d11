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
