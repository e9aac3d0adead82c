import { DoctorLoginView } from './components/DoctorLoginView.tsx';

/** Doctor sign-in (/doctor/login, /doctor/login/index, /health/doctor/login). */
export default function DoctorLoginScreen() {
  return <DoctorLoginView variant="doctor" />;
}
