import { MONITOR_UNIT_LABELS, type MonitorTaskView } from '@kanghu/shared';
import { YZH_PATIENT_PATHS } from '../../app/paths.ts';

export const MONITOR_TASK_PATH = YZH_PATIENT_PATHS.monitorTask;
export const monitorDetailPath = (id: number) => `${MONITOR_TASK_PATH}?id=${id}`;

/** "每天 2 次，共 7 天" */
export function frequencyText(t: Pick<MonitorTaskView, 'unit' | 'times' | 'days'>): string {
  return `${MONITOR_UNIT_LABELS[t.unit]} ${t.times} 次，共 ${t.days} 天`;
}

export const STATE_COLORS = { active: 'primary', finished: 'success', terminated: 'default' } as const;
