import { type PickerNode, ROOT } from '@smdp/contracts/structure';
import { badRequest } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';

/**
 * Hangs each node under its parent; a node whose parent is not among `nodes` (filtered out, or the
 * root) becomes a root, so nothing found is hidden. `children` appears only on nodes that have some.
 */
export function linkTree<N extends { id: string; parentId: string; children?: N[]; hasChildren: boolean }>(
  nodes: N[],
): N[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: N[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) {
      parent.children = [...(parent.children ?? []), node];
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** Rows as picker nodes (antd TreeSelect: `title`, `value`, `key`). */
export function pickerTree(rows: { id: string; parentId: string; title: string }[]): PickerNode[] {
  const nodes = new Map<string, PickerNode>(
    rows.map((row) => [row.id, { id: row.id, parentId: row.parentId, title: row.title, key: row.id, value: row.id }]),
  );
  const roots: PickerNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/**
 * A parent must be one of `parentOf`'s keys (a live row of the tenant) and must not be the row itself or
 * one below it: otherwise the translated 400 `messageKey`.
 */
export function assertParentFits(
  parentOf: Map<string, string>,
  parentId: string,
  id: string | undefined,
  messageKey: MessageKey,
): void {
  if (parentId === ROOT) return;
  if (!parentOf.has(parentId)) throw badRequest(messageKey);
  for (let up: string | undefined = parentId; up && up !== ROOT; up = parentOf.get(up)) {
    if (up === id) throw badRequest(messageKey);
  }
}

/** Every id below `id` in the tree given by `parentOf`. */
export function descendantsOf(parentOf: Map<string, string>, id: string): string[] {
  const childrenOf = new Map<string, string[]>();
  for (const [child, parent] of parentOf) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), child]);
  const out: string[] = [];
  const walk = (at: string) => {
    for (const child of childrenOf.get(at) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(id);
  return out;
}
