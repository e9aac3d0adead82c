import {
  levelLabel,
  MEASUREMENT_TYPE_INFO,
  type MeasurementReport,
  type MeasurementType,
} from '@kanghu/shared';

/** "2026-05" -> "2026年5月". */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-');
  return y && m ? `${y}年${Number(m)}月` : month;
}

/** "135.4" with one decimal, or "--". */
export function statText(v: number | null | undefined): string {
  return v === null || v === undefined ? '--' : String(Math.round(v * 10) / 10);
}

/** Readings per grade, worst first, with labels and shares of the total. */
export function levelRows(report: MeasurementReport, severity: readonly string[]) {
  const rank = (level: string) => {
    const i = severity.indexOf(level);
    return i < 0 ? severity.length : i;
  };
  return Object.entries(report.levels)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([level, count]) => ({
      level,
      label: levelLabel(report.type, level),
      count,
      share: report.count ? Math.round((count / report.count) * 100) : 0,
    }));
}

/** Advice of a blood-pressure period by its worst grade (spec 3 section 3 grades). */
export function bpAdvice(report: MeasurementReport): string {
  if (report.count === 0) return '本期暂无血压数据，请坚持规律测量。';
  const abnormalShare = Math.round((report.abnormalCount / report.count) * 100);
  switch (report.worstLevel) {
    case 'grade3':
      return `本期出现3级高血压读数（异常占比${abnormalShare}%），请尽快联系签约医生或就医。`;
    case 'grade2':
      return `本期出现2级高血压读数（异常占比${abnormalShare}%），请遵医嘱规律服药，并及时与签约医生沟通。`;
    case 'grade1':
      return `本期出现1级高血压读数（异常占比${abnormalShare}%），建议低盐饮食、规律作息，坚持每日测量。`;
    case 'low':
      return '本期出现低血压读数，起身时请放慢动作，如有头晕请联系医生。';
    case 'high_normal':
      return '本期血压处于正常高值，建议减少盐的摄入、适量运动，定期监测。';
    default:
      return '本期血压控制良好，请继续保持健康的生活方式。';
  }
}

/** The components of a type in display order, with labels. */
export function componentLabels(type: MeasurementType): Array<[string, string]> {
  return Object.entries(MEASUREMENT_TYPE_INFO[type].components).map(([k, c]) => [k, c.label]);
}
