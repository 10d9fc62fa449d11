import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../app/menu';
import { MenuSearch } from './MenuSearch';
import { MenuSearchDialog } from './MenuSearchDialog';
import { HISTORY_KEY, loadHistory } from './menu-search';
import { renderWithRouter, setupShellTest } from './testing';

const node = (id: string, name: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: '0',
  code: id,
  name,
  path: `/${id}`,
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
});

const menus = [
  node('sales', 'Orders', [node('order', 'Order search'), node('order-new', 'New order'), node('ordinal', 'ordinal')]),
  node('finance', 'Finance', [node('receipts', 'Receipts')]),
];

function openDialog() {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  renderWithRouter(<MenuSearchDialog menus={menus} onOpen={onOpen} onClose={onClose} />);
  return { onOpen, onClose, input: screen.getByRole('textbox', { name: 'Menu name' }) };
}

const results = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('span')?.textContent);

const historyEntries = () => screen.queryAllByTestId('search-history-entry').map((entry) => entry.textContent);

beforeAll(setupShellTest);
beforeEach(() => localStorage.removeItem(HISTORY_KEY));

describe('menu search dialog', () => {
  it('finds menu items whose label starts with the text, ignoring case', () => {
    const { input } = openDialog();
    fireEvent.change(input, { target: { value: 'ORD' } });
    expect(results()).toEqual(['Order search', 'ordinal']);
    fireEvent.change(input, { target: { value: '  rec' } });
    expect(results()).toEqual(['Receipts']);
    fireEvent.change(input, { target: { value: 'search' } });
    expect(screen.getByText('No menu item starts with this')).toBeTruthy();
  });

  it('opens the chosen item, closes, and remembers the search', () => {
    const { input, onOpen, onClose } = openDialog();
    fireEvent.change(input, { target: { value: 'order' } });
    fireEvent.click(screen.getByText('Order search'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'order' }));
    expect(onClose).toHaveBeenCalled();
    expect(loadHistory()).toEqual(['order']);
  });

  it('opens the highlighted item with the arrow keys and Enter', () => {
    const { input, onOpen } = openDialog();
    fireEvent.change(input, { target: { value: 'ord' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'ordinal' }));
  });

  it('keeps the 10 latest searches, newest first, each once', () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(Array.from({ length: 10 }, (_, index) => `term${index}`)));
    const { input } = openDialog();
    expect(historyEntries()).toHaveLength(10);
    fireEvent.change(input, { target: { value: 'rec' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const saved = loadHistory();
    expect(saved).toHaveLength(10);
    expect(saved[0]).toBe('rec');
    expect(saved).not.toContain('term9');
  });

  it('searches again from a history entry, removes one entry, and clears them all', () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['fin', 'ord', 'rec']));
    const { input } = openDialog();
    expect(historyEntries()).toEqual(['fin', 'ord', 'rec']);

    fireEvent.click(screen.getByLabelText('Remove ord'));
    expect(historyEntries()).toEqual(['fin', 'rec']);
    expect(loadHistory()).toEqual(['fin', 'rec']);

    fireEvent.click(screen.getByRole('button', { name: 'rec' }));
    expect((input as HTMLInputElement).value).toBe('rec');
    expect(results()).toEqual(['Receipts']);

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(historyEntries()).toEqual([]);
    expect(loadHistory()).toEqual([]);
  });

  it('closes on Escape', () => {
    const { input, onClose } = openDialog();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('menu search button', () => {
  it('opens the dialog from the top bar and from Ctrl+K, and Escape closes it', async () => {
    renderWithRouter(<MenuSearch menus={menus} onOpen={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search the menu' }));
    const input = await screen.findByRole('textbox', { name: 'Menu name' });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Menu name' })).toBeNull());

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    });
    expect(await screen.findByRole('textbox', { name: 'Menu name' })).toBeTruthy();
  });
});
