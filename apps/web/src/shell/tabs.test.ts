import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../lib/session';
import { HOME_TAB, neighbourOf, onlyTab, type Tab, useTabs, withoutTab, withTab } from './tabs';

const tab = (path: string, search = ''): Tab => ({ path, search });
const paths = (tabs: Tab[]) => tabs.map((open) => open.path);

describe('tab list', () => {
  it('keeps home first and adds each page once, remembering its latest query', () => {
    let tabs = withTab([HOME_TAB], tab('/a'));
    tabs = withTab(tabs, tab('/b'));
    tabs = withTab(tabs, tab('/a', '?id=2'));
    tabs = withTab(tabs, tab(HOME_TAB.path));
    expect(paths(tabs)).toEqual([HOME_TAB.path, '/a', '/b']);
    expect(tabs[1]?.search).toBe('?id=2');
  });

  it('never closes home; close others keeps home and the chosen tab', () => {
    const tabs = [HOME_TAB, tab('/a'), tab('/b'), tab('/c')];
    expect(withoutTab(tabs, HOME_TAB.path)).toBe(tabs);
    expect(paths(withoutTab(tabs, '/b'))).toEqual([HOME_TAB.path, '/a', '/c']);
    expect(paths(onlyTab(tabs, '/b'))).toEqual([HOME_TAB.path, '/b']);
    expect(paths(onlyTab(tabs, HOME_TAB.path))).toEqual([HOME_TAB.path]);
  });

  it('moves to the right neighbour of a closed tab, else the left one', () => {
    const tabs = [HOME_TAB, tab('/a'), tab('/b')];
    expect(neighbourOf(tabs, '/a').path).toBe('/b');
    expect(neighbourOf(tabs, '/b').path).toBe('/a');
  });
});

describe('tab store', () => {
  beforeEach(() => useTabs.setState({ tabs: [HOME_TAB] }));

  it('drops every tab but home when the session ends', () => {
    useSession.setState({ accessToken: 'token' });
    useTabs.getState().open(tab('/a'));
    useSession.setState({ accessToken: '' });
    expect(paths(useTabs.getState().tabs)).toEqual([HOME_TAB.path]);
  });
});
