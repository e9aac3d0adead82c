import { MENU_PAGE_SIZE, MSG } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { isBuiltRoute } from '../patient-home/built-routes.ts';
import { menuTiles } from '../patient-home/menu-tiles.ts';
import { patientShortcuts } from '../patient-home/shortcuts.ts';
import { menuPages, WORKBENCH_ENTRIES, workbenchMenu } from './workbench.ts';

const routeOf = (modules: string[], key: string) => workbenchMenu(modules).find((e) => e.key === key)?.to;

describe('doctor workbench menu (spec 2 section 2)', () => {
  it('lists every entry once, in pages of 8', () => {
    const menu = workbenchMenu([]);
    expect(menu).toHaveLength(WORKBENCH_ENTRIES.length);
    expect(new Set(menu.map((e) => e.label)).size).toBe(menu.length);
    const pages = menuPages(menu);
    expect(MENU_PAGE_SIZE).toBe(8);
    expect(pages.map((p) => p.length)).toEqual([8, 8, 8, menu.length - 24]);
  });

  it('sets a route only for entries the project enables by its modules', () => {
    expect(routeOf([], 'consult')).toBeNull();
    expect(routeOf(['inquiry'], 'consult')).toBe('/health/doctor/inquiry/consult');
    expect(routeOf([], 'patientFind')).toBeNull();
    expect(routeOf(['ai'], 'patientFind')).toBe('/app/ai/patient/find');
    expect(routeOf([], 'referral')).toBe('/health/doctor/transfer/list');
  });

  it('uses the variant routes of yzh-jiayi and AI projects', () => {
    expect(routeOf([], 'followPlan')).toBe('/health/doctor/patient/follow/plan');
    expect(routeOf(['jiayi'], 'followPlan')).toBe('/app/yzh/jiayi/doctor/follow/list');
    expect(routeOf([], 'massMessage')).toMatch(/^\/health\/doctor\/notice\/index\?title=/);
    expect(routeOf(['ai'], 'massMessage')).toBe('/app/ai/mass/messaging/index');
  });

  it('leaves the six entries without a route empty whatever the modules', () => {
    const all = ['ai', 'jiayi', 'inquiry', 'reserve', 'question', 'article', 'measure', 'device'];
    const empty = workbenchMenu(all)
      .filter((e) => e.to === null)
      .map((e) => e.label);
    expect(empty).toEqual(['用药管理', '随访模板', '加号审批', '处方模板', '患者报告', 'MDT会诊']);
  });

  it('a tile leads somewhere only when its route is set and built (otherwise the grid toasts)', () => {
    const built = (to: string) => to === '/health/doctor/transfer/list';
    const tiles = menuTiles(workbenchMenu([]), built);
    expect(tiles.find((t) => t.label === '转诊')?.to).toBe('/health/doctor/transfer/list');
    expect(tiles.find((t) => t.label === '签约管理')?.to).toBeUndefined();
    expect(tiles.find((t) => t.label === '用药管理')?.to).toBeUndefined();
    expect(MSG.comingSoon).toBe('即将上线，敬请期待');
  });
});

describe('workbench entries whose screens are built (issue 11)', () => {
  const DEMO_MODULES = ['measure', 'inquiry', 'reserve', 'article', 'question', 'device'];
  const BUILT: Array<[string, string]> = [
    ['随访计划', '/health/doctor/patient/follow/plan'],
    ['门诊预约', '/health/doctor/patient/reserve'],
    ['签约管理', '/health/doctor/sign/manage'],
    ['任务中心', '/health/task/index'],
    ['转诊', '/health/doctor/transfer/list'],
    ['家庭病床', '/health/doctor/sickbed'],
    ['服务记录', '/health/doctor/server/record'],
    ['监测套餐', '/health/doctor/family/monitor'],
    ['设备管理', '/app/yzh/jiayi/doctor/device/list'],
    ['预约推送', '/health/doctor/follow/appoint/push'],
  ];

  it('lead to their screens (coverage.json says built) in a project with the demo modules', () => {
    const tiles = menuTiles(workbenchMenu(DEMO_MODULES));
    for (const [label, to] of BUILT) {
      expect(tiles.find((t) => t.label === label)?.to, label).toBe(to);
      expect(isBuiltRoute(to), to).toBe(true);
    }
  });

  it('the yzh-jiayi follow list is built too', () => {
    const tiles = menuTiles(workbenchMenu([...DEMO_MODULES, 'jiayi']));
    expect(tiles.find((t) => t.label === '随访计划')?.to).toBe('/app/yzh/jiayi/doctor/follow/list');
  });
});

describe('patient shortcuts', () => {
  it("follow the project's modules, plus the common ones", () => {
    expect(patientShortcuts([]).map((s) => s.label)).toEqual(['健康档案', '任务中心']);
    expect(patientShortcuts(['measure', 'reserve']).map((s) => s.label)).toEqual([
      '健康档案',
      '血压记录',
      '体重记录',
      '预约医生',
      '任务中心',
    ]);
  });
});
