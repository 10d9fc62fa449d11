import { describe, expect, it } from 'vitest';
import { collectCodes, findByPath, isHidden, type MenuNode } from './menu';

const node = (code: string, path: string, children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode => ({
  id: code,
  parentId: '0',
  code,
  name: code,
  path,
  source: null,
  sort: 1,
  category: 1,
  isOpen: 1,
  query: null,
  meta: null,
  children,
  ...extra,
});

describe('menu helpers', () => {
  const tree = [
    node('system', '/system', [
      node('user', '/system/user', [node('user_add', '/system/user/add', [], { category: 2 })]),
    ]),
  ];

  it('finds a page by its path or its path plus /index', () => {
    expect(findByPath(tree, '/system/user')?.code).toBe('user');
    expect(findByPath(tree, '/system/user/index')?.code).toBe('user');
    expect(findByPath(tree, '/nowhere')).toBeUndefined();
  });

  it('collects the button codes of a tree', () => {
    expect(collectCodes(tree, (n) => n.category === 2)).toEqual(['user_add']);
  });

  it('hides items by meta or by menu=false', () => {
    expect(isHidden(node('a', '/a', [], { query: 'menu=false' }))).toBe(true);
    expect(isHidden(node('a', '/a', [], { meta: { hidden: true } }))).toBe(true);
    expect(isHidden(node('a', '/a'))).toBe(false);
  });
});
