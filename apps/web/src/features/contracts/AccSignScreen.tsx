import { ACC_PATHS } from '../../app/paths.ts';
import { SignManage } from './SignManage.tsx';

/** /app/acc/doctor/patient/sign: sign-up management in the acc doctor shell. */
export default function AccSignScreen() {
  return <SignManage fallback={ACC_PATHS.doctorShell} />;
}
