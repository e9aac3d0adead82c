import { SessionGate } from '../../ui/SessionGate.tsx';
import { MineView } from '../patient-home/MineView.tsx';
import { YK_USER_PATHS } from './paths.ts';

const LINKS = [
  { label: '我的就诊人', to: YK_USER_PATHS.patientList },
  { label: '我的医生', to: YK_USER_PATHS.myDoctorList },
  { label: '我的关注', to: YK_USER_PATHS.attention },
  { label: '我的收藏', to: YK_USER_PATHS.collect },
  { label: '学习记录', to: YK_USER_PATHS.studyHistory },
  { label: '报告记录', to: YK_USER_PATHS.reportHistory },
  { label: '服务包', to: YK_USER_PATHS.serviceList },
  { label: '关于我们', to: YK_USER_PATHS.about },
];

/** The mine tab of the yingkang user shell: the family's own lists, then the common settings. */
export default function MineScreen() {
  return (
    <SessionGate>
      {(session) => <MineView session={session} messagesPath={YK_USER_PATHS.system} links={LINKS} />}
    </SessionGate>
  );
}
