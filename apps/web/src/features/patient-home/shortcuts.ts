import type { MenuEntry } from './built-routes.ts';

interface ShortcutDef {
  key: string;
  label: string;
  glyph: string;
  color: string;
  to: string;
  /** The project module (project config `modules`) that enables it; null: every project. */
  module: string | null;
}

/** The patient home's shortcuts; each belongs to a module of the project config. */
export const PATIENT_SHORTCUTS: readonly ShortcutDef[] = [
  {
    key: 'archive',
    label: '健康档案',
    glyph: '档',
    color: '#1677ff',
    to: '/health/patient/my/patient',
    module: null,
  },
  {
    key: 'bp',
    label: '血压记录',
    glyph: '血',
    color: '#ff6b6b',
    to: '/health/patient/blood/pressure/detail',
    module: 'measure',
  },
  {
    key: 'weight',
    label: '体重记录',
    glyph: '重',
    color: '#fa8c16',
    to: '/health/patient/weight/detail',
    module: 'measure',
  },
  {
    key: 'inquiry',
    label: '在线问诊',
    glyph: '诊',
    color: '#00b578',
    to: '/health/order/inquiry/list',
    module: 'inquiry',
  },
  {
    key: 'reserve',
    label: '预约医生',
    glyph: '约',
    color: '#ff8f1f',
    to: '/health/patient/reserve/doctor/list',
    module: 'reserve',
  },
  {
    key: 'question',
    label: '健康问卷',
    glyph: '卷',
    color: '#7b61ff',
    to: '/health/patient/list/question',
    module: 'question',
  },
  {
    key: 'article',
    label: '健康资讯',
    glyph: '讯',
    color: '#eb2f96',
    to: '/education/article/list',
    module: 'article',
  },
  {
    key: 'device',
    label: '我的设备',
    glyph: '设',
    color: '#13c2c2',
    to: '/health/patient/watch/bind',
    module: 'device',
  },
  { key: 'task', label: '任务中心', glyph: '任', color: '#faad14', to: '/health/task/index', module: null },
];

/** The shortcuts of a project: those of its modules (and the common ones). */
export function patientShortcuts(modules: readonly string[]): MenuEntry[] {
  const enabled = new Set(modules);
  return PATIENT_SHORTCUTS.filter((s) => s.module === null || enabled.has(s.module)).map(
    ({ key, label, glyph, color, to }) => ({ key, label, glyph, color, to }),
  );
}
