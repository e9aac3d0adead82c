import type { RouteObject } from 'react-router';
import { doctorHome, doctorMessages, doctorMine, doctorPatients } from './home-screens.ts';
import { screenTab, tabShell } from './route-kit.ts';

/**
 * The four-tab doctor shell (home, messages, patients, mine) that several partner families share,
 * kept alive. `tabPaths` are the shell-relative paths of the home, mine, message and patient tabs.
 */
export function doctorShell(
  shell: string,
  tabPaths: { home: string; mine: string; message: string; patient: string },
): RouteObject[] {
  return tabShell({
    path: shell,
    defaultTab: `${shell}/${tabPaths.home}`,
    keepAlive: true,
    tabs: [
      screenTab(`${shell}/${tabPaths.home}`, '首页', 'AppOutline', doctorHome),
      screenTab(`${shell}/${tabPaths.message}`, '消息', 'MessageOutline', doctorMessages),
      screenTab(`${shell}/${tabPaths.patient}`, '患者', 'TeamOutline', doctorPatients),
      screenTab(`${shell}/${tabPaths.mine}`, '我的', 'UserOutline', doctorMine),
    ],
  });
}

/** Tab paths of the yingkang doctor shells. */
export const INDEXED_TABS = {
  home: 'home',
  mine: 'mine/index',
  message: 'message/index',
  patient: 'patient/index',
};

/** Tab paths of the partner doctor shells. */
export const PLAIN_TABS = { home: 'home', mine: 'mine', message: 'message', patient: 'patient' };
