/**
 * The Chinese name of the product area a route belongs to, shown on the shared 即将上线 page.
 * Families with one clear subject name that subject; the broad families (patient, doctor,
 * common, regional, other) are refined by what the path is about.
 */

interface FamilyArea {
  name: string;
  /** Whether path keywords may name a more specific area. */
  refine: boolean;
}

const FAMILY_AREAS: Record<string, FamilyArea> = {
  entry: { name: '登录入口', refine: false },
  ai: { name: 'AI随访', refine: false },
  common: { name: '公共服务', refine: true },
  yuhang: { name: '余杭健康', refine: true },
  linan: { name: '临安健康', refine: true },
  sjtu: { name: '健康问卷', refine: false },
  education: { name: '健康教育', refine: false },
  webconfig: { name: '页面配置', refine: false },
  'health-patient': { name: '患者健康', refine: true },
  'health-doctor': { name: '医生工作台', refine: true },
  'tasks-chat-accounts': { name: '任务与消息', refine: true },
  'yingkang-user': { name: '儿童健康', refine: true },
  'yingkang-doctor': { name: '医生工作台', refine: true },
  'yingkang-lifetime': { name: '全周期健康', refine: true },
  'xqtx-elpb': { name: '医生工作台', refine: true },
  'adult-patient': { name: '患者健康', refine: true },
  'yzh-jiayi': { name: '家庭医生', refine: true },
  'yzh-patient': { name: '居家监测', refine: true },
  acc: { name: '医生工作台', refine: true },
  xxph: { name: '订单服务', refine: false },
  chmsc: { name: '样本管理', refine: false },
  other: { name: '更多服务', refine: true },
  conference: { name: '学术会议', refine: false },
};

/** Path keywords to areas, first match wins (so the more specific come first). */
const PATH_AREAS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\/(inquiry|consult|chat\/middle)(\/|$)/, '在线问诊'],
  [/\/reserve(\/|$)/, '预约服务'],
  [/\/order(\/|$)/, '我的订单'],
  [/\/(sickbed|family\/bed)(\/|$)/, '家庭病床'],
  [/\/(follow|intervene)(\/|$)/, '随访管理'],
  [/\/transfer(\/|$)/, '转诊'],
  [/\/(sign|pre\/sign)(\/|$)/, '签约管理'],
  [/\/wallet(\/|$)/, '我的钱包'],
  [/\/(notice|message|chat|chatGPT)(\/|$)/, '消息中心'],
  [/\/task(\/|$)/, '任务中心'],
  [/\/(article|video|education|picture)(\/|$)/, '健康教育'],
  [/\/(question|questionnaire)(\/|$)/, '健康问卷'],
  [/\/(report|examination|check)(\/|$)/, '健康报告'],
  [/\/(blood|weight|detection|device|watch|height|heart|blue)(\/|$)/, '健康监测'],
  [/\/(life|sport|eat|food|nutrition|drugs|prescription)(\/|$)/, '健康生活'],
  [/\/(baby|child|grow)(\/|$)/, '儿童健康'],
  [/\/(archives|health\/manage)(\/|$)/, '健康档案'],
  [/\/(hywebsite|dkstore|download)(\/|$)|\/(ykys|ykjk)\//, '机构官网'],
  [/\/(conference|mcn)(\/|$)/, '学术会议'],
  [/\/(jkxw)(\/|$)/, '健康小屋'],
  [/\/(fzjjh)(\/|$)/, '骨折风险评估'],
  [/\/(coin|points|equity)(\/|$)/, '积分权益'],
  [/\/(patient|user)(\/|$)/, '患者管理'],
];

const FALLBACK_AREA = '更多服务';

/** The area name for a route of `family` (a routes.tsv family) at `path`. */
export function areaFor(family: string, path: string): string {
  const area = FAMILY_AREAS[family];
  if (area && !area.refine) return area.name;
  for (const [pattern, name] of PATH_AREAS) {
    // The broad patient/user keyword only names doctor-side areas; on the patient side it is the family.
    if (name === '患者管理' && !isDoctorSide(family, path)) continue;
    if (pattern.test(path)) return name;
  }
  return area?.name ?? FALLBACK_AREA;
}

function isDoctorSide(family: string, path: string): boolean {
  return family === 'health-doctor' || family === 'acc' || /\/doctor(\/|$)/.test(path);
}
