import type { PageConfigItem } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { canGoBack, historyIndex } from './history-index.ts';
import { createScrollMemory } from './scroll-memory.ts';
import { tabsOfPageConfig } from './tabbar-config.ts';

function item(over: Partial<PageConfigItem>): PageConfigItem {
  return {
    id: 1,
    applicationId: 1,
    templateKey: 'tabbar',
    name: '首页',
    icon: 'AppOutline',
    iconSelected: null,
    url: '/web/config/index',
    param: {},
    remark: null,
    sort: 1,
    disabled: false,
    componentList: [],
    ...over,
  };
}

describe('configured tab bar', () => {
  it('shows the enabled entries with a URL, in their configured order', () => {
    const tabs = tabsOfPageConfig([
      item({
        id: 3,
        name: '我的',
        url: '/web/config/mine',
        icon: 'UserOutline',
        iconSelected: 'UserOutline',
        sort: 3,
      }),
      item({ id: 1, name: '首页', sort: 1 }),
      item({ id: 2, name: '资讯', url: '/web/config/education/news', sort: 2, disabled: true }),
      item({ id: 4, name: '空', url: null, sort: 4 }),
    ]);
    expect(tabs).toEqual([
      { path: '/web/config/index', title: '首页', icon: 'AppOutline' },
      { path: '/web/config/mine', title: '我的', icon: 'UserOutline', iconActive: 'UserOutline' },
    ]);
  });
});

describe('history index', () => {
  const win = (state: unknown) => ({ history: { state } as History });
  it('reads the router index from history.state', () => {
    expect(historyIndex(win({ idx: 3, key: 'a', usr: null }))).toBe(3);
    expect(historyIndex(win(null))).toBeNull();
    expect(historyIndex(win({ idx: 'x' }))).toBeNull();
  });
  it('can go back only from an entry the app pushed', () => {
    expect(canGoBack(win({ idx: 1 }))).toBe(true);
    expect(canGoBack(win({ idx: 0 }))).toBe(false);
    expect(canGoBack(win(null))).toBe(false);
  });
});

describe('pane scroll memory', () => {
  it('remembers offsets by history entry and forgets the oldest beyond its limit', () => {
    const memory = createScrollMemory(2);
    memory.save('a', 100);
    memory.save('b', 200);
    memory.save('a', 150);
    memory.save('c', 300);
    expect(memory.read('a')).toBe(150);
    expect(memory.read('b')).toBeUndefined();
    expect(memory.read('c')).toBe(300);
  });
});
