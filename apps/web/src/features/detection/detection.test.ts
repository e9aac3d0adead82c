import type { MeasurementView, PatientView } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { detectionTrendSpec } from './chart-spec.ts';
import { ageSexText, chooserOrder, pickDetectionPatient } from './child-pick.ts';
import { detectionPath, FAMILY_SPECS, familyOfPath, typeOfPath, withPatient } from './family.ts';

const NOW = new Date('2026-11-22T12:00:00+08:00');

const patient = (
  id: number,
  name: string,
  birthday: string | null,
  sex: number | null,
  isChild = false,
): PatientView => ({
  id,
  name,
  idcard: null,
  tel: null,
  sex,
  birthday,
  relation: null,
  photo: null,
  isChild,
});
const father = patient(1, '张三', '1949-12-31', 2);
const wife = patient(2, '李四', '1955-03-15', 2);
const girl = patient(3, '张小宝', '2018-06-01', 2, true);

const reading = (
  type: MeasurementView['type'],
  values: Record<string, number>,
  at: string,
): MeasurementView => ({
  id: Math.floor(Math.random() * 1e6),
  patientId: 3,
  type,
  values,
  unit: '',
  loinc: '',
  source: 'manual',
  deviceId: null,
  measureTime: at,
  period: null,
  remark: null,
  level: 'normal',
  levelLabel: '正常',
  abnormal: false,
  createdAt: at,
});

describe('detection routes of the two families', () => {
  it('yuhang has four types and the report; linan adds heart and has no report', () => {
    expect(FAMILY_SPECS.yuhang.types).toEqual(['bp', 'bg', 'lipid', 'weight']);
    expect(FAMILY_SPECS.linan.types).toEqual(['bp', 'bg', 'lipid', 'weight', 'hr']);
    expect(FAMILY_SPECS.yuhang.report).toBe('/app/yuhang/report/index');
    expect(FAMILY_SPECS.linan.report).toBeNull();
  });

  it('reads the family and type from a path and builds paths back', () => {
    expect(familyOfPath('/app/linan/detection/heart')).toBe('linan');
    expect(familyOfPath('/app/yuhang/report/index')).toBe('yuhang');
    expect(typeOfPath('/app/linan/detection/heart')).toBe('hr');
    expect(typeOfPath('/app/yuhang/detection/blood/lipids/')).toBe('lipid');
    expect(typeOfPath('/app/yuhang/detection')).toBeNull();
    expect(detectionPath('yuhang', 'bg')).toBe('/app/yuhang/detection/blood/sugar');
    expect(withPatient('/app/yuhang/report/index', 3, { month: '2026-11' })).toBe(
      '/app/yuhang/report/index?month=2026-11&patientId=3',
    );
    expect(withPatient('/app/yuhang/report/index', null)).toBe('/app/yuhang/report/index');
  });
});

describe('the child a detection screen is about', () => {
  const list = [father, wife, girl];

  it('lists children first', () => {
    expect(chooserOrder(list, NOW).map((p) => p.name)).toEqual(['张小宝', '张三', '李四']);
  });

  it('takes ?patientId= of the account, else a current child, else the first child', () => {
    expect(pickDetectionPatient(list, 2, father, NOW)?.name).toBe('李四');
    expect(pickDetectionPatient(list, 99, father, NOW)?.name).toBe('张小宝');
    expect(pickDetectionPatient(list, null, girl, NOW)?.name).toBe('张小宝');
    expect(pickDetectionPatient([father, wife], null, wife, NOW)?.name).toBe('李四');
    expect(pickDetectionPatient([], null, null, NOW)).toBeNull();
  });

  it('names age and sex', () => {
    expect(ageSexText(girl, NOW)).toBe('8岁 女');
    expect(ageSexText(patient(4, '无', null, 1), NOW)).toBe('男');
  });
});

describe('trend bands from the children table', () => {
  it('blood pressure of an 8-year-old girl: normal below 112, high from 112, diastolic P95 at 73', () => {
    const spec = detectionTrendSpec(
      'bp',
      [reading('bp', { systolic: 118, diastolic: 76 }, NOW.toISOString())],
      girl,
      NOW,
    );
    expect(spec.series.map((s) => s.name)).toEqual(['收缩压', '舒张压']);
    expect(spec.bands?.map((b) => [b.label, b.from, b.to])).toEqual([
      ['正常', 60, 112],
      ['偏高（≥P95）', 112, 160],
    ]);
    expect(spec.lines?.[0]?.value).toBe(73);
  });

  it('an adult gets the adult grade bands', () => {
    const spec = detectionTrendSpec(
      'bp',
      [reading('bp', { systolic: 130, diastolic: 80 }, NOW.toISOString())],
      father,
      NOW,
    );
    expect(spec.bands?.some((b) => b.label === '1级高血压')).toBe(true);
  });

  it('BMI bands of WS/T 586-2018 at the current age; weight without height charts kilograms', () => {
    const bmi = detectionTrendSpec(
      'weight',
      [reading('weight', { weight: 30, height: 125, bmi: 19.2 }, NOW.toISOString())],
      girl,
      NOW,
    );
    expect(bmi.series[0]?.name).toBe('BMI');
    expect(bmi.bands?.map((b) => [b.label, b.from])).toEqual([
      ['正常', 10],
      ['超重', 17.6],
      ['肥胖', 19.4],
    ]);
    const kg = detectionTrendSpec(
      'weight',
      [reading('weight', { weight: 30 }, NOW.toISOString())],
      girl,
      NOW,
    );
    expect(kg).toMatchObject({ unit: 'kg', series: [{ name: '体重' }] });
  });

  it('heart rate band by age, lipids lines of the children table, oldest point first', () => {
    const rows = [
      reading('hr', { heartRate: 95 }, '2026-11-21T10:00:00Z'),
      reading('hr', { heartRate: 85 }, '2026-11-20T10:00:00Z'),
    ];
    const hr = detectionTrendSpec('hr', rows, girl, NOW);
    expect(hr.bands?.[0]).toMatchObject({ from: 70, to: 90 });
    expect(hr.series[0]?.points.map((p) => p[1])).toEqual([85, 95]);
    const lipid = detectionTrendSpec('lipid', [reading('lipid', { tc: 5.3 }, NOW.toISOString())], girl, NOW);
    expect(lipid.series.map((s) => s.name)).toEqual(['TC']);
    expect(lipid.lines?.map((l) => l.value)).toEqual([5.18, 3.37]);
    expect(lipid.max).toBe(7);
    const bg = detectionTrendSpec('bg', [reading('bg', { glucose: 5.1 }, NOW.toISOString())], girl, NOW);
    expect(bg.max).toBeGreaterThan(11.1);
  });
});
