import { PhoneLoginView } from './components/PhoneLoginView.tsx';

/** General sign-in (/login): any account by phone and password or SMS code; lands by account type. */
export default function GeneralLoginScreen() {
  return <PhoneLoginView variant="general" />;
}
