import { DEFAULT_UI_STYLE } from '@kanghu/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { BootError } from './app/BootError.tsx';
import { boot } from './app/boot.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { preloadScreen, startTables } from './app/start-route.ts';
import { applyUiStyle, readUiStyle } from './features/account/ui-style.ts';
import { enableAntdOnReact19 } from './lib/antd-react19.ts';
import { detectDevice } from './lib/bridge.ts';
import { nextTask } from './lib/next-task.ts';
import { applyRootFontSize } from './lib/root-font.ts';
import './app/global.css';

enableAntdOnReact19();
applyRootFontSize(window, detectDevice(navigator.userAgent).isTablet);
document.documentElement.classList.add(`ui-${DEFAULT_UI_STYLE}`);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);

// Start-up in a task of its own, not in the one that evaluates the modules (its first storage
// access waits on the browser process): two shorter tasks instead of one long one.
const starting = nextTask().then(() => {
  const booting = boot(window);
  // After boot's first requests (config, user info), so those go out first.
  preloadScreen(window.location.pathname).catch(() => {});
  return booting;
});

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
    const tables = await startTables(window.location.pathname).catch(() => []);
    const router = createAppRouter(deps, tables);
    booted.setNavigate((to) => void router.navigate(to, { replace: true }));
    // The first render in the next task: creating the router (its first match) is one already.
    await nextTask();
    const queryClient = createQueryClient(deps, booted.session);
    // As a transition, React renders the first screen in slices (a few ms each, the page
    // responsive in between) instead of one long task; the commit stays one step.
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers deps={deps} queryClient={queryClient}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    );
  },
  (error: unknown) => {
    root.render(<BootError message={error instanceof Error ? error.message : String(error)} />);
  },
);
