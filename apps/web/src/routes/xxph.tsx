import type { RouteObject } from 'react-router';
import { doctorMine } from './home-screens.ts';
import { comingSoonAll, comingSoonTab, screenTab, tabShell } from './route-kit.ts';

const FAMILY = 'xxph';
const SHELL = '/app/xxph/doctor/index';

/** xxph family of spec/routes.tsv: the kept-alive doctor shell (orders by default, mine) and its pages. */
export const xxphRoutes: RouteObject[] = [
  ...tabShell({
    path: SHELL,
    defaultTab: `${SHELL}/order`,
    keepAlive: true,
    tabs: [
      comingSoonTab(FAMILY, `${SHELL}/order`, '订单', 'BillOutline'),
      screenTab(`${SHELL}/mine`, '我的', 'UserOutline', doctorMine),
    ],
  }),
  ...comingSoonAll(FAMILY, ['/app/xxph/doctor/order/detail', '/app/xxph/doctor/about/us']),
];
