import { DoctorLoginView } from './components/DoctorLoginView.tsx';

/** Sample-staff sign-in (/app/chmsc/login); lands on the sample-management shell. */
export default function ChmscLoginScreen() {
  return <DoctorLoginView variant="chmsc" />;
}
