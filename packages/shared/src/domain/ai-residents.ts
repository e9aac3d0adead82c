/**
 * Reference data of the AI platform's resident calls (issue 16); see docs/decisions.md
 * "AI platform residents".
 */

/** Health state filter of patient/list: 0 no untracked abnormal reading, 1 an untracked abnormal reading. */
export const HEALTH_STATES = { 0: '正常', 1: '异常待跟踪' } as const;

/**
 * The items check/curve/:key draws: the measurement component that holds it (when residents
 * measure it at home) and the names a check/inspection or examination record uses for it.
 */
export const CHECK_CURVE_ITEMS = {
  glucose: {
    name: '血糖',
    unit: 'mmol/L',
    reading: { type: 'bg', key: 'glucose' },
    names: ['血糖', '葡萄糖', 'GLU'],
  },
  hba1c: { name: '糖化血红蛋白', unit: '%', reading: null, names: ['糖化血红蛋白', 'HbA1c', 'HBA1C'] },
  tc: { name: '总胆固醇', unit: 'mmol/L', reading: { type: 'lipid', key: 'tc' }, names: ['总胆固醇', 'TC'] },
  tg: { name: '甘油三酯', unit: 'mmol/L', reading: { type: 'lipid', key: 'tg' }, names: ['甘油三酯', 'TG'] },
  ldl: {
    name: '低密度脂蛋白胆固醇',
    unit: 'mmol/L',
    reading: { type: 'lipid', key: 'ldl' },
    names: ['低密度脂蛋白', 'LDL'],
  },
  hdl: {
    name: '高密度脂蛋白胆固醇',
    unit: 'mmol/L',
    reading: { type: 'lipid', key: 'hdl' },
    names: ['高密度脂蛋白', 'HDL'],
  },
} as const;
export type CheckCurveKey = keyof typeof CHECK_CURVE_ITEMS;

/**
 * The yearly management path of a resident in the hypertension or type 2 diabetes group, from
 * 国家基本公共卫生服务规范（第三版）(2017), 高血压/2型糖尿病患者健康管理服务规范: at least four
 * face-to-face follow-ups a year (one per quarter) with blood pressure (and fasting glucose for
 * diabetes) measured at each, and one health check a year.
 */
export const MANAGEMENT_PATH = {
  source: '国家基本公共卫生服务规范（第三版）（2017）高血压、2型糖尿病患者健康管理服务规范',
  followUpsPerYear: 4,
  healthChecksPerYear: 1,
} as const;

/** Node states of path/node/patient/detail. */
export const PATH_NODE_STATES = {
  done: '已完成',
  due: '待完成',
  missed: '未完成',
  future: '未开始',
} as const;
export type PathNodeState = keyof typeof PATH_NODE_STATES;
