import { describe, expect, it } from 'vitest';
import { collectCodes, findByPath, isHidden, type MenuNode, menuTarget, storePathAllowed, visibleMenus } from './menu';

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
  alias: null,
  action: 0,
  remark: null,
  component: null,
  hasChildren: false,
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

describe('menu targets and page meta', () => {
  it('routes plain items to their path with the query, minus menu=false', () => {
    expect(menuTarget(node('u', '/system/user', [], { query: 'menu=false&tab=2' }))).toEqual({
      kind: 'route',
      to: '/system/user?tab=2',
    });
  });

  it('embeds external paths in the iframe page', () => {
    const target = menuTarget(node('docs', 'https://example.com/a?b=1'));
    expect(target.kind).toBe('route');
    const to = target.kind === 'route' ? target.to : '';
    expect(to.startsWith('/myiframe/docs?')).toBe(true);
    expect(new URLSearchParams(to.split('?')[1]).get('src')).toBe('https://example.com/a?b=1');
  });

  it('opens target + url items in a new window with the hash replaced by &', () => {
    const item = node('bi', '/bi', [], { meta: { target: '_blank', url: 'https://bi.example.com/#/board?x=1' } });
    expect(menuTarget(item)).toEqual({ kind: 'window', url: 'https://bi.example.com/&/board?x=1', target: '_blank' });
  });

  it('hides /store paths from non-administrators while the shop feature is off', () => {
    const tree = [node('store', '/store', [node('shops', '/store/shops')]), node('sales', '/sales')];
    const codes = (nodes: MenuNode[]) => collectCodes(nodes, () => true);
    expect(codes(visibleMenus(tree, { shopFeature: false, administrator: false }))).toEqual(['sales']);
    expect(codes(visibleMenus(tree, { shopFeature: false, administrator: true }))).toEqual(['store', 'shops', 'sales']);
    expect(codes(visibleMenus(tree, { shopFeature: true, administrator: false }))).toEqual(['store', 'shops', 'sales']);
    expect(storePathAllowed('/storefront', false, false)).toBe(true);
  });
});
