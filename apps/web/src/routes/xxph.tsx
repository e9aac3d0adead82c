import type { RouteObject } from 'react-router';
import { doctorMine } from './home-screens.ts';
import { page, screenTab, tabShell } from './route-kit.ts';

const SHELL = '/app/xxph/doctor/index';

/** xxph family of spec/routes.tsv: the kept-alive doctor shell (orders by default, mine) and its pages. */
export const xxphRoutes: RouteObject[] = [
  ...tabShell({
    path: SHELL,
    defaultTab: `${SHELL}/order`,
    keepAlive: true,
    tabs: [
      screenTab(
        `${SHELL}/order`,
        '订单',
        'BillOutline',
        () => import('../features/accompany/XxphOrdersScreen.tsx'),
      ),
      screenTab(`${SHELL}/mine`, '我的', 'UserOutline', doctorMine),
    ],
  }),
  page('/app/xxph/doctor/order/detail', () => import('../features/accompany/XxphOrderDetailScreen.tsx')),
  page('/app/xxph/doctor/about/us', () => import('../features/accompany/AboutUsScreen.tsx')),
];
