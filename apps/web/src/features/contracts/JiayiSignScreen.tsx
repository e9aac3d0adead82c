import { JIAYI_PATHS } from '../../app/paths.ts';
import { SignManage } from './SignManage.tsx';

/** /app/yzh/jiayi/doctor/patient/sign: sign-up management in the yzh jiayi doctor shell. */
export default function JiayiSignScreen() {
  return <SignManage fallback={JIAYI_PATHS.doctorShell} />;
}
