import { PhoneLoginView } from './components/PhoneLoginView.tsx';

/** Patient sign-in (/health/user/login): phone and password, or phone and SMS code. */
export default function PatientLoginScreen() {
  return <PhoneLoginView variant="patient" />;
}
