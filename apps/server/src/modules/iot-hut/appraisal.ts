import type { HutReadingView } from '@kanghu/shared';

/**
 * Advice on a hut reading by its grade (our wording; the spec shows none). Severe grades cost 15
 * points of the visit's score, other abnormal grades 10, borderline grades 5.
 */
const SEVERE = new Set(['grade3', 'grade2', 'very_low', 'diabetes', 'fever']);
const BORDERLINE = new Set([
  'high_normal',
  'impaired',
  'overweight',
  'underweight',
  'borderline',
  'low_fever',
]);

const ADVICE: Record<string, string> = {
  'bp:normal': '血压正常，请保持低盐饮食和规律作息。',
  'bp:high_normal': '血压正常高值，建议减少食盐摄入、控制体重、适量运动，定期复测。',
  'bp:grade1': '血压偏高（1级），建议近期多次复测，并咨询家庭医生。',
  'bp:grade2': '血压明显升高（2级），请尽快就医，在医生指导下用药。',
  'bp:grade3': '血压显著升高（3级），请立即就医。',
  'bp:low': '血压偏低，如有头晕乏力请及时就医。',
  'bg:normal': '血糖正常，请保持均衡饮食。',
  'bg:impaired': '血糖偏高（糖调节受损），建议控制饮食、增加运动并定期复查。',
  'bg:diabetes': '血糖达到糖尿病诊断切点，请尽快到医院进一步检查。',
  'bg:low': '血糖偏低，请及时进食含糖食物，反复发生请就医。',
  'weight:normal': '体重指数正常，请继续保持。',
  'weight:underweight': '体重偏低，建议增加营养摄入。',
  'weight:overweight': '超重，建议控制饮食总热量并增加运动。',
  'weight:obese': '肥胖，建议在医生指导下科学减重。',
  'spo2:normal': '血氧饱和度正常。',
  'spo2:low': '血氧饱和度偏低，请注意休息，必要时就医。',
  'spo2:very_low': '血氧饱和度过低，请立即就医。',
  'temp:normal': '体温正常。',
  'temp:low': '体温偏低，请注意保暖后复测。',
  'temp:low_fever': '低热，请多饮水、注意休息并复测。',
  'temp:fever': '发热，请及时就医。',
};

export function adviceFor(type: string, level: string): string {
  return ADVICE[`${type}:${level}`] ?? '请结合自身情况，定期复测并咨询家庭医生。';
}

export function appraise(readings: HutReadingView[]) {
  let score = 100;
  const problems: string[] = [];
  for (const r of readings) {
    if (SEVERE.has(r.level)) score -= 15;
    else if (r.abnormal) score -= 10;
    else if (BORDERLINE.has(r.level)) score -= 5;
    if (r.abnormal) problems.push(`${r.label}（${r.levelLabel}）`);
  }
  const conclusion =
    problems.length === 0
      ? '本次检测各项指标未见明显异常，请继续保持健康的生活方式，定期到健康小屋检测。'
      : `本次检测发现${problems.length}项异常：${problems.join('、')}，建议及时咨询您的家庭医生。`;
  return {
    score: Math.max(0, score),
    conclusion,
    items: readings.map((r) => ({ ...r, advice: adviceFor(r.type, r.level) })),
  };
}
