import { describe, expect, it } from 'vitest';
import type { GrantMenuNode } from './api';
import { checkedLeaves, withAncestors } from './grant-tree';

const node = (id: string, children: GrantMenuNode[] = [], category = 1): GrantMenuNode => ({
  id,
  parentId: '0',
  code: id,
  name: id,
  category,
  title: id,
  key: id,
  value: id,
  children,
});

const TREE = [
  node('sales', [node('order', [node('order_view', [], 2), node('order_add', [], 2)]), node('pickup')]),
  node('system', [node('role', [node('role_view', [], 2)])]),
];

describe('grant tree', () => {
  it('checks only granted leaves, so the tree derives its half-checked parents', () => {
    expect(checkedLeaves(['sales', 'order', 'order_view', 'pickup', 'system'], TREE)).toEqual(['order_view', 'pickup']);
  });

  it('grants every node above a checked one', () => {
    expect(withAncestors(['order_add', 'role_view'], TREE).sort()).toEqual(
      ['order', 'order_add', 'role', 'role_view', 'sales', 'system'].sort(),
    );
    expect(withAncestors([], TREE)).toEqual([]);
  });
});
