import { DEFAULT_UI_STYLE } from '@kanghu/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { BootError } from './app/BootError.tsx';
import { boot } from './app/boot.ts';
import { DOCTOR_PATHS, PATIENT_PATHS } from './app/paths.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { applyUiStyle, readUiStyle } from './features/account/ui-style.ts';
import { enableAntdOnReact19 } from './lib/antd-react19.ts';
import { detectDevice } from './lib/bridge.ts';
import { nextTask } from './lib/next-task.ts';
import { applyRootFontSize } from './lib/root-font.ts';
import { loadTablesFor, startRoutes } from './routes/families.ts';
import { doctorHome, userHome } from './routes/home-screens.ts';
import './app/global.css';

enableAntdOnReact19();
applyRootFontSize(window, detectDevice(navigator.userAgent).isTablet);
document.documentElement.classList.add(`ui-${DEFAULT_UI_STYLE}`);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);

const HOME_SCREENS: Readonly<Record<string, () => Promise<unknown>>> = {
  [PATIENT_PATHS.home]: userHome,
  [DOCTOR_PATHS.home]: doctorHome,
};

/**
 * Starts loading the route tables and the screen chunks of the opened path while start-up waits
 * for the project config and user info: the router's own discovery and `lazy` calls later find
 * the modules loaded instead of asking for them only then. Loading only; a failure here is left
 * to the router's own attempt.
 */
async function preloadScreen(pathname: string): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The homes most start-ups open: their screen loads alongside its route table, not after it.
  HOME_SCREENS[path]?.().catch(() => {});
  const routes = [...startRoutes, ...(await loadTablesFor(pathname)).flat()];
  // Most paths are static: a plain walk finds them without ranking the tables.
  const exact = findStatic(routes, path);
  const found = exact ? [exact] : (matchRoutes(routes, pathname) ?? []).map((m) => m.route);
  for (const route of found) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}

function findStatic(routes: RouteObject[], pathname: string): RouteObject | null {
  for (const route of routes) {
    if (route.path === pathname && typeof route.lazy === 'function') return route;
    const child = route.children ? findStatic(route.children, pathname) : null;
    if (child) return child;
  }
  return null;
}
const starting = boot(window);
// After boot's first requests (config, user info), so those go out first.
preloadScreen(window.location.pathname).catch(() => {});

starting.then(
  async (booted) => {
    // The router and the first render in a task of their own, not after the answers' checks.
    await nextTask();
    const { deps } = booted;
    // The elder/standard style is chosen per user (settings screen); elder until signed in.
    if (booted.session)
      applyUiStyle(
        document.documentElement,
        readUiStyle(deps.storage, deps.projectKey, booted.session.user.id),
      );
    document.title = deps.config.name || document.title;
    // Usually loaded by now (preloadScreen); if they fail, the router discovers them itself.
    const tables = await loadTablesFor(window.location.pathname).catch(() => []);
    const router = createAppRouter(deps, tables);
    booted.setNavigate((to) => void router.navigate(to, { replace: true }));
    const queryClient = createQueryClient(deps, booted.session);
    root.render(
      <StrictMode>
        <Providers deps={deps} queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    root.render(<BootError message={error instanceof Error ? error.message : String(error)} />);
  },
);
