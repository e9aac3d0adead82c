import { PhoneLoginView } from './components/PhoneLoginView.tsx';

/** Family-bed sign-in (/family/bed/user/login). */
export default function FamilyBedLoginScreen() {
  return <PhoneLoginView variant="familyBed" />;
}
