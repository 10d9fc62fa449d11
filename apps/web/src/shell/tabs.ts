import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { findByPath, type MenuNode } from '../app/menu';
import { useSession } from '../lib/session';
import { settings } from '../lib/settings';

/** An open page of the tab strip, keyed by its path; `search` is its query when last shown (spec §2 "Tags"). */
export type Tab = { path: string; search: string };

export const HOME_TAB: Tab = { path: settings.homePath, search: '' };

/** What the tab strip needs from the menu item of a path: its title, keep-alive and tab rules. */
export type TabMeta = { title: string | undefined; keepAlive: boolean; isTab: boolean };

export function tabMetaOf(menus: MenuNode[], path: string): TabMeta {
  const node = findByPath(menus, path);
  return { title: node?.name, keepAlive: node?.isOpen === 2, isTab: node?.meta?.isTab !== false };
}

export const hrefOf = (tab: Tab) => `${tab.path}${tab.search}`;

/** The home tab is always first; other tabs are added once, in the order they were opened. */
export function withTab(tabs: Tab[], tab: Tab): Tab[] {
  const rest = tabs.filter((open) => open.path !== HOME_TAB.path);
  const home = tabs.find((open) => open.path === HOME_TAB.path) ?? HOME_TAB;
  if (tab.path === HOME_TAB.path) return [tab, ...rest];
  if (rest.some((open) => open.path === tab.path)) {
    return [home, ...rest.map((open) => (open.path === tab.path ? tab : open))];
  }
  return [home, ...rest, tab];
}

export const withoutTab = (tabs: Tab[], path: string): Tab[] =>
  path === HOME_TAB.path ? tabs : tabs.filter((tab) => tab.path !== path);

/** "Close others": home and the given tab stay. */
export const onlyTab = (tabs: Tab[], path: string): Tab[] =>
  tabs.filter((tab) => tab.path === HOME_TAB.path || tab.path === path);

/** Where to go after closing `path`: its right neighbour, else its left one. */
export function neighbourOf(tabs: Tab[], path: string): Tab {
  const index = tabs.findIndex((tab) => tab.path === path);
  return tabs[index + 1] ?? tabs[index - 1] ?? HOME_TAB;
}

type TabState = {
  tabs: Tab[];
  open: (tab: Tab) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  /** Every tab but the first (home), as "close all" and a store switch do. */
  closeAll: () => void;
};

/** Open tabs live in session storage: they survive a reload, not a new browser tab. */
export const useTabs = create<TabState>()(
  persist(
    (set) => ({
      tabs: [HOME_TAB],
      open: (tab) => set((state) => ({ tabs: withTab(state.tabs, tab) })),
      close: (path) => set((state) => ({ tabs: withoutTab(state.tabs, path) })),
      closeOthers: (path) => set((state) => ({ tabs: onlyTab(state.tabs, path) })),
      closeAll: () => set({ tabs: [HOME_TAB] }),
    }),
    { name: 'smdp-tabs', storage: createJSONStorage(() => sessionStorage) },
  ),
);

// The next user of this browser tab starts with the home tab only, however the session ended.
useSession.subscribe((state, previous) => {
  if (previous.accessToken && !state.accessToken) useTabs.getState().closeAll();
});
