import type { MenuNode } from '../app/menu';
import { settings } from '../lib/settings';

/** A page the menu search can open: a menu item and the names of the groups above it. */
export type SearchItem = { name: string; trail: string[]; node: MenuNode };

/** Every page of the (already visible-filtered) menu; nodes with children are groups, not pages. */
export function searchableItems(nodes: MenuNode[], trail: string[] = []): SearchItem[] {
  return nodes.flatMap((node) =>
    node.children.length
      ? searchableItems(node.children, [...trail, node.name])
      : node.path
        ? [{ name: node.name, trail, node }]
        : [],
  );
}

/** spec §2: menu items whose label starts with the text, ignoring case; nothing for blank text. */
export function filterItems(items: SearchItem[], text: string): SearchItem[] {
  const prefix = text.trim().toLocaleLowerCase();
  if (!prefix) return [];
  return items.filter((item) => item.name.toLocaleLowerCase().startsWith(prefix));
}

/** The newest search first, each text once, at most `settings.searchHistoryMax` (spec §9). */
export function rememberSearch(history: string[], text: string): string[] {
  const term = text.trim();
  if (!term) return history;
  return [term, ...history.filter((entry) => entry !== term)].slice(0, settings.searchHistoryMax);
}

export const forgetSearch = (history: string[], text: string): string[] => history.filter((entry) => entry !== text);

export const HISTORY_KEY = 'smdp-menu-search-history';

export function loadHistory(storage: Storage = localStorage): string[] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export const saveHistory = (history: string[], storage: Storage = localStorage) =>
  storage.setItem(HISTORY_KEY, JSON.stringify(history));
