import type { WorkbenchSummary } from '@kanghu/shared';
import { patientListLink, WORKBENCH_LINKS } from '../doctor-patients/url-filter.ts';
import { growthFlagsPath, riskPath } from '../question-doctor/paths.ts';

export interface DashboardItem {
  key: keyof Omit<WorkbenchSummary, 'scope'>;
  label: string;
  /** Drawn in the warning colour when not zero. */
  alert?: boolean;
  to: string;
}

/** The dashboard's numbers and where each opens (the patient list with the same filter). */
export function dashboardItems(s: Pick<WorkbenchSummary, 'scope'>): DashboardItem[] {
  const scope = s.scope;
  return [
    { key: 'signed', label: '签约居民', to: patientListLink({ scope, contractStatus: 'signed' }) },
    { key: 'followDueToday', label: '今日随访', to: patientListLink({ scope, followDue: 'today' }) },
    {
      key: 'followOverdue',
      label: '随访逾期',
      alert: true,
      to: patientListLink({ scope, followDue: 'overdue' }),
    },
    {
      key: 'abnormalUnhandled',
      label: '异常未处理',
      alert: true,
      to: patientListLink({ scope, unhandled: '1' }),
    },
    { key: 'renewalDue', label: '待续约', to: patientListLink({ scope, contractStatus: 'renewal' }) },
    { key: 'pendingReferrals', label: '待接收转诊', to: WORKBENCH_LINKS.referrals },
    { key: 'pendingSickbeds', label: '家床申请', to: WORKBENCH_LINKS.sickbeds },
    { key: 'unreadMessages', label: '未读消息', to: WORKBENCH_LINKS.messages },
    { key: 'highRiskQuestions', label: '高风险问卷', alert: true, to: riskPath() },
    { key: 'growthFlags', label: '生长异常', alert: true, to: growthFlagsPath() },
  ];
}
