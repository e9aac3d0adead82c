import { DOCTOR_PATHS } from '../../app/paths.ts';
import { SignManage } from './SignManage.tsx';

/** /health/doctor/sign/manage */
export default function SignManageScreen() {
  return <SignManage fallback={DOCTOR_PATHS.home} />;
}
