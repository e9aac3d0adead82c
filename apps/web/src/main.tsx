import { DEFAULT_UI_STYLE } from '@kanghu/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { BootError } from './app/BootError.tsx';
import { boot } from './app/boot.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { enableAntdOnReact19 } from './lib/antd-react19.ts';
import { detectDevice } from './lib/bridge.ts';
import { applyRootFontSize } from './lib/root-font.ts';
import './app/global.css';

enableAntdOnReact19();
applyRootFontSize(window, detectDevice(navigator.userAgent).isTablet);
document.documentElement.classList.add(`ui-${DEFAULT_UI_STYLE}`);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);

boot(window).then(
  (booted) => {
    const { deps } = booted;
    document.title = deps.config.name || document.title;
    const router = createAppRouter(deps);
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
