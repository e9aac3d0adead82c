import type { ProjectSettings } from '../schema/projects.ts';

export interface SeedProject {
  key: string;
  name: string;
  orgCode: string;
  domain: string | null;
  indexPath: string | null;
  defaultPath: string | null;
  settings: ProjectSettings;
}

const baseFeatures = {
  aiHealthBank: false,
  localInfo: false,
  wenzhouCluster: false,
  maskName: false,
  patientPortClosed: false,
};

function project(
  key: string,
  name: string,
  orgCode: string,
  indexPath: string,
  options: Partial<Omit<ProjectSettings, 'features'>> & {
    defaultPath?: string;
    features?: Partial<ProjectSettings['features']>;
  } = {},
): SeedProject {
  const { defaultPath, features, ...rest } = options;
  return {
    key,
    name,
    orgCode,
    domain: `${key}.kanghu.local`,
    indexPath,
    defaultPath: defaultPath ?? '/health/user/login',
    settings: {
      mobileInitConfigList: [{ name, indexPath }],
      modules: ['measure', 'inquiry', 'reserve', 'article', 'question', 'device'],
      chatConfig: { babyList: [] },
      theme: { primary: '#1677ff' },
      wxgzId: null,
      serverArea: 'base',
      ...rest,
      features: { ...baseFeatures, ...features },
    },
  };
}

/** The demo project and one project per regional family of spec/routes.tsv. */
export const SEED_PROJECTS: SeedProject[] = [
  project('demo', '康护演示', 'DEMO01', '/health/user/index', { wxgzId: 'wxdemo0000000001' }),
  project('yzh-yuhang', '余杭健康', 'Y002', '/app/yuhang/index', {
    modules: ['measure', 'inquiry', 'reserve', 'article', 'question', 'device', 'ai'],
    features: { localInfo: true },
  }),
  project('yzh-linan', '临安健康', 'Y003', '/app/linan/index'),
  project('yzh-lishui', '丽水健康', 'Y020', '/app/common/adult/patient/index', {
    features: { aiHealthBank: true, wenzhouCluster: false },
  }),
  project('yzh-lucheng', '鹿城健康', 'Y021', '/app/common/adult/patient/index', {
    serverArea: 'wzlc',
    features: { aiHealthBank: true, localInfo: true, wenzhouCluster: true },
  }),
  project('yingkang', '盈康健康', 'YK01', '/app/yingkang/user/index'),
  project('sjtu', '交大健康问卷', 'SJTU01', '/app/sjtu/questionnaire/index', {
    defaultPath: '/app/sjtu/questionnaire/login',
  }),
  project('haining', '海宁健康', 'Y007', '/health/user/index', {
    serverArea: 'nbhs',
    features: { maskName: true },
  }),
  project('acc', '慢病随访', 'ACC01', '/app/acc/doctor/index', { defaultPath: '/doctor/login' }),
  project('xxph', '心血管平台', 'XXPH01', '/app/xxph/doctor/index', { defaultPath: '/doctor/login' }),
  project('chmsc', '母婴样本管理', 'CHMSC01', '/app/chmsc/doctor/index', { defaultPath: '/app/chmsc/login' }),
  project('fzjjh', '骨质疏松风险评估', 'FZJJH01', '/app/fzjjh/index', { defaultPath: '/app/fzjjh/home' }),
];

export interface SeedDistrict {
  project: string;
  areaCode: string;
  name: string;
  orgCode: string;
  version: 'mongo' | 'informationInnovation';
}

const d = (
  project: string,
  areaCode: string,
  name: string,
  orgCode: string,
  version: SeedDistrict['version'] = 'mongo',
) => ({
  project,
  areaCode,
  name,
  orgCode,
  version,
});

/** District table (key "02" + areaCode), 27 entries including demo and test. */
export const SEED_DISTRICTS: SeedDistrict[] = [
  d('yzh-yuhang', '330113', '临平区', 'Y001', 'informationInnovation'),
  d('yzh-yuhang', '330110', '余杭区', 'Y002', 'informationInnovation'),
  d('yzh-linan', '330112', '临安区', 'Y003'),
  d('yzh-linan', '330111', '富阳区', 'Y004'),
  d('yzh-linan', '330122', '桐庐县', 'Y005'),
  d('yzh-linan', '330127', '淳安县', 'Y006'),
  d('haining', '330481', '海宁市', 'Y007'),
  d('haining', '330482', '平湖市', 'Y008'),
  d('haining', '330483', '桐乡市', 'Y009'),
  d('haining', '330421', '嘉善县', 'Y010'),
  d('haining', '330424', '海盐县', 'Y011'),
  d('yzh-lucheng', '330302', '鹿城区', 'Y021', 'informationInnovation'),
  d('yzh-lucheng', '330304', '瓯海区', 'Y012'),
  d('yzh-lucheng', '330303', '龙湾区', 'Y013'),
  d('yzh-lucheng', '330305', '洞头区', 'Y014'),
  d('yzh-lucheng', '330382', '乐清市', 'Y015'),
  d('yzh-lucheng', '330381', '瑞安市', 'Y016'),
  d('yzh-lishui', '330502', '吴兴区', 'Y017'),
  d('yzh-lishui', '330503', '南浔区', 'Y018'),
  d('yzh-lishui', '330522', '长兴县', 'Y019'),
  d('yzh-lishui', '331102', '莲都区', 'Y020', 'informationInnovation'),
  d('yzh-lishui', '331121', '青田县', 'Y022'),
  d('yzh-lishui', '331122', '缙云县', 'Y023'),
  d('yzh-lucheng', '330327', '苍南县', 'Y024'),
  d('yzh-lucheng', '330326', '平阳县', 'Y025'),
  d('demo', '999901', '演示区', 'DEMO01'),
  d('demo', '999902', '测试区', 'TEST01'),
];
