import { DOCTOR_PATHS } from '../../app/paths.ts';
import { TaskCenter } from './TaskCenter.tsx';

/** /health/task/index */
export default function TaskCenterScreen() {
  return <TaskCenter fallback={DOCTOR_PATHS.home} />;
}
