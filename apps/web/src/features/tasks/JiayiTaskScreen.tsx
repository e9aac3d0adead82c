import { JIAYI_PATHS } from '../../app/paths.ts';
import { TaskCenter } from './TaskCenter.tsx';

/** /app/yzh/jiayi/doctor/task/index: the task centre in the yzh jiayi doctor shell. */
export default function JiayiTaskScreen() {
  return <TaskCenter fallback={JIAYI_PATHS.doctorShell} />;
}
