import { type ComponentType, createElement } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { ShellSpec, TabSpec } from '../app/shell/shell-spec.ts';
import { screen } from './lazy-screen.ts';

/** Marks a route whose screen is not built yet (coverage.json `built: false`); the page names the family's area. */
export interface ComingSoonHandle {
  comingSoon: { family: string };
}

/** Marks a redirect route and its target. */
export interface RedirectHandle {
  redirectTo: string;
}

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A route with a real screen, its own chunk. */
export function page(path: string, load: ScreenModule): RouteObject {
  return { path, lazy: screen(load) };
}

/** The page and the area names load with the first coming-soon route, not with the app. */
const loadComingSoon = () =>
  Promise.all([
    import('../features/coming-soon/ComingSoonScreen.tsx'),
    import('../features/coming-soon/areas.ts'),
  ]).then(([{ ComingSoonScreen }, { areaFor }]) => ({ ComingSoonScreen, areaFor }));

/** The shared 即将上线 page for `path`, naming the area of `family`. One chunk for all of them. */
export function comingSoon(family: string, path: string): RouteObject {
  const handle: ComingSoonHandle = { comingSoon: { family } };
  return {
    path,
    handle,
    lazy: async () => {
      const { ComingSoonScreen, areaFor } = await loadComingSoon();
      const area = areaFor(family, path);
      // biome-ignore lint/correctness/noComponentHookFactories: the router runs `lazy` once per route, so each route gets one stable component
      return { Component: () => createElement(ComingSoonScreen, { area }) };
    },
  };
}

/** `comingSoon` for each path of one family. */
export function comingSoonAll(family: string, paths: readonly string[]): RouteObject[] {
  return paths.map((path) => comingSoon(family, path));
}

/** Appends a query to a target that may already carry one. */
function withSearch(target: string, search: string): string {
  const extra = search.startsWith('?') ? search.slice(1) : search;
  if (!extra) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${extra}`;
}

/** A route that only redirects (keeping the query), e.g. a shell to its default tab. */
export function redirectRoute(path: string, to: string): RouteObject {
  const handle: RedirectHandle = { redirectTo: to };
  return {
    path,
    handle,
    loader: ({ request }: LoaderFunctionArgs) => {
      throw redirect(withSearch(to, new URL(request.url).search));
    },
  };
}

/** A tab of a shell: its spec and the route that renders it (a page, a coming-soon page, a redirect). */
export interface ShellTab extends TabSpec {
  route: RouteObject;
}

/**
 * A tab-bar shell: the shell path redirects to the default tab, and a pathless layout (the tab
 * bar, kept alive for doctor shells) holds the tab routes. Tab paths are absolute, so a tab may
 * live outside the shell's prefix (the yingkang lifetime user shell's /health/patient/device/list).
 */
export function tabShell(spec: Omit<ShellSpec, 'tabs'> & { tabs: ShellTab[] }): RouteObject[] {
  const { tabs, ...rest } = spec;
  const shell: ShellSpec = { ...rest, tabs: tabs.map(({ route: _route, ...tab }) => tab) };
  return [
    redirectRoute(spec.path, spec.defaultTab),
    {
      id: `shell:${spec.path}`,
      handle: { shell },
      lazy: screen(() => import('../app/shell/TabShell.tsx')),
      children: tabs.map((tab) => tab.route),
    },
  ];
}

/** A shell tab showing a real screen. */
export function screenTab(path: string, title: string, icon: string, load: ScreenModule): ShellTab {
  return { path, title, icon, route: page(path, load) };
}

/** A shell tab whose screen is not built yet. */
export function comingSoonTab(family: string, path: string, title: string, icon: string): ShellTab {
  return { path, title, icon, route: comingSoon(family, path) };
}

/** A shell tab that leads elsewhere (the yingkang user shell's find tab). */
export function redirectTab(path: string, title: string, icon: string, to: string): ShellTab {
  return { path, title, icon, route: redirectRoute(path, to) };
}
