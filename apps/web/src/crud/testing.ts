import { fireEvent, waitFor, within } from '@testing-library/react';

/** The open "more" menu of a row (antd keeps closed ones in the page, hidden). */
async function openMenu(row: HTMLElement): Promise<HTMLElement | null> {
  const more = within(row).queryByRole('button', { name: 'More actions' });
  if (!more) return null;
  fireEvent.click(more);
  return waitFor(() => {
    const menus = document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role=menu]');
    const menu = menus[menus.length - 1];
    if (!menu) throw new Error('the row menu did not open');
    return menu;
  });
}

/** A row action for a component test: its link in the row, else its item in the row's "more" menu. */
export async function rowAction(row: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  const link = within(row).queryByRole('button', { name });
  if (link) return link;
  const menu = await openMenu(row);
  if (!menu) throw new Error(`no action ${String(name)} in the row`);
  return within(menu).getByRole('menuitem', { name });
}

/** The labels of every action a row offers, its links and its menu's items. */
export async function rowActionLabels(row: HTMLElement): Promise<string[]> {
  const links = [...row.querySelectorAll<HTMLElement>('.crud-row-actions .ant-btn-link')].map(
    (link) => link.textContent ?? '',
  );
  const menu = await openMenu(row);
  const items = menu
    ? within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent ?? '')
    : [];
  if (menu) fireEvent.keyDown(menu, { key: 'Escape' });
  return [...links, ...items];
}
