/**
 * Permission (button) codes are `<menu code>_<action>` (the seed builds them the same way): declare a
 * page's codes once, `buttonCodes('warehouse', ['view', 'add'])` -> `{ view: 'warehouse_view', add: 'warehouse_add' }`,
 * and let routes, seeds and the web's buttons name them from there.
 */
export function buttonCodes<const Menu extends string, const Action extends string>(
  menu: Menu,
  actions: readonly Action[],
): { readonly [A in Action]: `${Menu}_${A}` } {
  return Object.fromEntries(actions.map((action) => [action, `${menu}_${action}`])) as {
    readonly [A in Action]: `${Menu}_${A}`;
  };
}
