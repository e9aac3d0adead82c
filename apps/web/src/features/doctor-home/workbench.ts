import { MENU_PAGE_SIZE } from '@kanghu/shared';
import { AI_PATHS, JIAYI_PATHS } from '../../app/paths.ts';
import type { MenuEntry } from '../patient-home/built-routes.ts';

/**
 * The doctor workbench menu of spec 2 section 2, defined once. An entry's route is set only when
 * the project enables it: `module` must be in the project config's `modules` (null: every
 * project). `variants` switch the route when a module is present (yzh-jiayi or AI projects).
 * Entries the spec gives no route stay without one and say 即将上线，敬请期待.
 */
interface WorkbenchDef {
  key: string;
  label: string;
  glyph: string;
  route: string | null;
  module: string | null;
  variants?: ReadonlyArray<{ module: string; route: string }>;
}

export const WORKBENCH_ENTRIES: readonly WorkbenchDef[] = [
  {
    key: 'followPlan',
    label: '随访计划',
    glyph: '访',
    route: '/health/doctor/patient/follow/plan',
    module: null,
    variants: [{ module: 'jiayi', route: JIAYI_PATHS.followList }],
  },
  {
    key: 'postDiagnosis',
    label: '诊后管理',
    glyph: '诊',
    route: AI_PATHS.postDiagnosis,
    module: 'ai',
  },
  {
    key: 'reserve',
    label: '门诊预约',
    glyph: '约',
    route: '/health/doctor/patient/reserve',
    module: 'reserve',
  },
  {
    key: 'questionnaire',
    label: '问卷管理',
    glyph: '卷',
    route: `${JIAYI_PATHS.screening}?typeValue=1`,
    module: 'question',
  },
  {
    key: 'assessment',
    label: '评估筛查',
    glyph: '评',
    route: JIAYI_PATHS.screening,
    module: 'question',
  },
  { key: 'aiScreening', label: 'AI筛查', glyph: '智', route: AI_PATHS.beforeQuestion, module: 'ai' },
  {
    key: 'consult',
    label: '在线咨询',
    glyph: '询',
    route: '/health/doctor/inquiry/consult',
    module: 'inquiry',
  },
  {
    key: 'serviceSetting',
    label: '服务设置',
    glyph: '置',
    route: '/health/doctor/inquiry/service/setting',
    module: 'inquiry',
  },
  {
    key: 'articles',
    label: '患教文章',
    glyph: '文',
    route: '/health/doctor/article/list',
    module: 'article',
  },
  {
    key: 'commentAudit',
    label: '评论审核',
    glyph: '审',
    route: '/health/doctor/comment/audit',
    module: null,
  },
  { key: 'sign', label: '签约管理', glyph: '签', route: '/health/doctor/sign/manage', module: null },
  { key: 'tasks', label: '任务中心', glyph: '任', route: '/health/task/index', module: null },
  {
    key: 'massMessage',
    label: '群发消息',
    glyph: '群',
    route: `/health/doctor/notice/index?title=${encodeURIComponent('群发消息')}`,
    module: null,
    variants: [{ module: 'ai', route: AI_PATHS.massMessaging }],
  },
  { key: 'referral', label: '转诊', glyph: '转', route: '/health/doctor/transfer/list', module: null },
  { key: 'sickbed', label: '家庭病床', glyph: '床', route: '/health/doctor/sickbed', module: null },
  {
    key: 'serviceRecord',
    label: '服务记录',
    glyph: '录',
    route: '/health/doctor/server/record',
    module: null,
  },
  {
    key: 'monitor',
    label: '监测套餐',
    glyph: '监',
    route: '/health/doctor/family/monitor',
    module: 'measure',
  },
  {
    key: 'devices',
    label: '设备管理',
    glyph: '设',
    route: JIAYI_PATHS.deviceList,
    module: 'device',
  },
  { key: 'patientFind', label: '患者发现', glyph: '发', route: AI_PATHS.patientFind, module: 'ai' },
  { key: 'exceptions', label: '异常处理', glyph: '异', route: AI_PATHS.exceptions, module: 'ai' },
  { key: 'highRisk', label: '高危管理', glyph: '危', route: AI_PATHS.highRisk, module: 'ai' },
  {
    key: 'appointPush',
    label: '预约推送',
    glyph: '推',
    route: '/health/doctor/follow/appoint/push',
    module: null,
  },
  { key: 'preVisit', label: '诊前首页', glyph: '前', route: AI_PATHS.doorBefore, module: 'ai' },
  { key: 'medication', label: '用药管理', glyph: '药', route: null, module: null },
  { key: 'followTemplate', label: '随访模板', glyph: '模', route: null, module: null },
  { key: 'plusApproval', label: '加号审批', glyph: '批', route: null, module: null },
  { key: 'recipeTemplate', label: '处方模板', glyph: '方', route: null, module: null },
  { key: 'patientReport', label: '患者报告', glyph: '报', route: null, module: null },
  { key: 'mdt', label: 'MDT会诊', glyph: '会', route: null, module: null },
];

const COLORS = ['#1677ff', '#00b578', '#ff8f1f', '#7b61ff', '#13c2c2', '#eb2f96', '#faad14', '#ff6b6b'];

/** The menu of a project: every entry, with its route only when the project enables it. */
export function workbenchMenu(modules: readonly string[]): MenuEntry[] {
  const enabled = new Set(modules);
  return WORKBENCH_ENTRIES.map((def, i) => {
    const on = def.route !== null && (def.module === null || enabled.has(def.module));
    const variant = def.variants?.find((v) => enabled.has(v.module));
    return {
      key: def.key,
      label: def.label,
      glyph: def.glyph,
      color: COLORS[i % COLORS.length] ?? '#1677ff',
      to: on ? (variant?.route ?? def.route) : null,
    };
  });
}

/** Pages of `size` entries (MENU_PAGE_SIZE by default). */
export function menuPages<T>(entries: readonly T[], size: number = MENU_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < entries.length; i += size) pages.push(entries.slice(i, i + size));
  return pages;
}
