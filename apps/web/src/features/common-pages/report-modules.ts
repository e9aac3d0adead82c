import { MEASURE_PATHS } from '../../app/paths.ts';
import { FOLLOW_PATHS } from '../follow/paths.ts';
import { useLastReport } from '../follow/queries.ts';
import { useMonthlyReports } from '../measurements/queries.ts';
import { QUESTION_PATHS } from '../questionnaire/paths.ts';
import { useQuestionList } from '../questionnaire/queries.ts';
import { RECORD_PATHS } from '../records/paths.ts';
import { useCheckRecords, useExaminations } from '../records/queries.ts';

/** One report module of the hub: where it opens and the patient's latest report date in it. */
export interface ReportModule {
  key: string;
  title: string;
  description: string;
  path: string;
  /** ISO time of the newest report, null when the patient has none. */
  latest: string | null;
  pending: boolean;
  failed: boolean;
}

/** The newest of some ISO times (null when none). */
export function latestOf(times: readonly (string | null | undefined)[]): string | null {
  let best: string | null = null;
  let bestAt = Number.NEGATIVE_INFINITY;
  for (const t of times) {
    const at = t ? Date.parse(t) : Number.NaN;
    if (t && !Number.isNaN(at) && at > bestAt) {
      best = t;
      bestAt = at;
    }
  }
  return best;
}

type Status = { isPending: boolean; isError: boolean };
const state = (q: Status) => ({ pending: q.isPending, failed: q.isError });

/**
 * The patient's report modules with their newest report, each read through the call its own
 * screen uses (so opening a module shows cached data at once).
 */
export function useReportModules(patientId: number): ReportModule[] {
  const bp = useMonthlyReports(patientId, 'bp');
  const exams = useExaminations(patientId);
  const checks = useCheckRecords(patientId, 'all');
  const questions = useQuestionList(patientId);
  const follow = useLastReport(patientId);
  return [
    {
      key: 'bp',
      title: '血压健康报告',
      description: '按月生成，含测量次数、达标率和分级分布',
      path: MEASURE_PATHS.bpReports,
      latest: latestOf((bp.data ?? []).map((r) => r.last)),
      ...state(bp),
    },
    {
      key: 'questionnaire',
      title: '问卷评估报告',
      description: '健康问卷与量表的评估结果',
      path: QUESTION_PATHS.list,
      latest: latestOf((questions.data?.list ?? []).map((q) => q.last?.answeredAt)),
      ...state(questions),
    },
    {
      key: 'examination',
      title: '体检报告',
      description: '历次健康体检的结果',
      path: RECORD_PATHS.examList,
      latest: latestOf((exams.data?.list ?? []).map((e) => e.examTime)),
      ...state(exams),
    },
    {
      key: 'check',
      title: '检查检验记录',
      description: '化验单、影像等检查检验结果',
      path: RECORD_PATHS.checkList,
      latest: latestOf((checks.data?.list ?? []).map((c) => c.checkTime)),
      ...state(checks),
    },
    {
      key: 'follow',
      title: '随访干预报告',
      description: '签约医生最近一次随访的记录与建议',
      path: FOLLOW_PATHS.lastReport,
      latest: follow.data?.time ?? null,
      ...state(follow),
    },
  ];
}
