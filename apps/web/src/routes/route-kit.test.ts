import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { comingSoon, redirectRoute, tabShell } from './route-kit.ts';

async function redirectOf(route: RouteObject, url: string): Promise<string | null> {
  const loader = route.loader;
  if (typeof loader !== 'function') throw new Error('no loader');
  try {
    await loader({
      request: new Request(url),
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
  return null;
}

describe('route kit', () => {
  it('redirects keep the query of the address they were opened with', async () => {
    const route = redirectRoute('/app/yuhang/detection', '/app/yuhang/detection/blood/pressure');
    expect(await redirectOf(route, 'http://x/app/yuhang/detection?patientId=7')).toBe(
      '/app/yuhang/detection/blood/pressure?patientId=7',
    );
    expect(await redirectOf(redirectRoute('/a', '/b?x=1'), 'http://x/a?y=2')).toBe('/b?x=1&y=2');
  });

  it('a coming-soon route is marked with its family and loads the shared page', async () => {
    const route = comingSoon('health-patient', '/health/patient/inquiry/pay');
    expect(route.handle).toEqual({ comingSoon: { family: 'health-patient' } });
    expect(typeof route.lazy).toBe('function');
  });

  it('a shell redirects to its default tab and holds its tabs, absolute paths included', async () => {
    const [entry, layout] = tabShell({
      path: '/s/index',
      defaultTab: '/s/index/home',
      keepAlive: true,
      tabs: [
        { path: '/s/index/home', title: '首页', icon: 'AppOutline', route: { path: '/s/index/home' } },
        {
          path: '/elsewhere/list',
          title: '设备',
          icon: 'ScanningOutline',
          route: { path: '/elsewhere/list' },
        },
      ],
    });
    if (!entry || !layout) throw new Error('shell routes missing');
    expect(await redirectOf(entry, 'http://x/s/index')).toBe('/s/index/home');
    expect(layout.path).toBeUndefined();
    expect(layout.children?.map((child) => child.path)).toEqual(['/s/index/home', '/elsewhere/list']);
    expect(layout.handle).toMatchObject({
      shell: { keepAlive: true, tabs: [{ title: '首页' }, { title: '设备' }] },
    });
  });
});
