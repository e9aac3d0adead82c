import { DoctorLoginView } from './components/DoctorLoginView.tsx';

/** AI-platform doctor sign-in (/health/doctor/yzh/login): POST /api/user/ai/doctor/login. */
export default function YzhDoctorLoginScreen() {
  return <DoctorLoginView variant="yzh" />;
}
