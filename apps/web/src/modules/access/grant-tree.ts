import type { GrantMenuNode } from './api';

/**
 * What the checkbox tree shows checked for a set of granted ids: only granted leaves, since the tree
 * derives its parents (fully or half checked) from them. A page granted without any of its buttons
 * shows unchecked: checking it there would check all its buttons.
 */
export function checkedLeaves(granted: readonly string[], tree: readonly GrantMenuNode[]): string[] {
  const parents = new Set<string>();
  const walk = (nodes: readonly GrantMenuNode[]) => {
    for (const node of nodes) {
      if (node.children.length) parents.add(node.id);
      walk(node.children);
    }
  };
  walk(tree);
  return granted.filter((id) => !parents.has(id));
}

/** The ids to grant: every checked node and every node above one, so no granted page is unreachable. */
export function withAncestors(checked: readonly string[], tree: readonly GrantMenuNode[]): string[] {
  const parentOf = new Map<string, string>();
  const walk = (nodes: readonly GrantMenuNode[], parent?: string) => {
    for (const node of nodes) {
      if (parent) parentOf.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(tree);
  const all = new Set(checked);
  for (const id of checked) for (let up = parentOf.get(id); up; up = parentOf.get(up)) all.add(up);
  return [...all];
}
