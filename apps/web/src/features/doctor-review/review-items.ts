import { DOCTOR_DEVICE_PATHS } from '../doctor-devices/paths.ts';

/** What waits for a doctor's decision, each with the list screen where it is decided. */
export type ReviewKey = 'presign' | 'sickbed' | 'referral' | 'device' | 'family';

export interface ReviewItem {
  key: ReviewKey;
  label: string;
  description: string;
  /** Null: decided on the hub itself (no other screen lists them). */
  path: string | null;
  /** The project module the entry needs (null: every project). */
  module: string | null;
}

export const REVIEW_ITEMS: readonly ReviewItem[] = [
  {
    key: 'presign',
    label: '签约申请',
    description: '居民提交的家庭医生预签约申请',
    path: '/health/doctor/sign/manage?tab=applications',
    module: null,
  },
  {
    key: 'sickbed',
    label: '家庭病床',
    description: '待审核的家庭病床建床申请',
    path: '/health/doctor/sickbed?tab=0',
    module: null,
  },
  {
    key: 'referral',
    label: '转诊',
    description: '转给我、我的科室或机构，待接收的转诊',
    path: '/health/doctor/transfer/list?tab=in&state=0',
    module: null,
  },
  {
    key: 'device',
    label: '设备申请',
    description: '居民申请领用的健康监测设备',
    path: `${DOCTOR_DEVICE_PATHS.list}?tab=apply`,
    module: 'device',
  },
  {
    key: 'family',
    label: '家庭成员',
    description: '居民添加家庭成员的绑定申请，在本页审核',
    path: null,
    module: null,
  },
];

/** The entries a project shows (its modules). */
export function reviewItems(modules: readonly string[]): ReviewItem[] {
  return REVIEW_ITEMS.filter((i) => i.module === null || modules.includes(i.module));
}
