import { PhoneLoginView } from './components/PhoneLoginView.tsx';

/** Education (learner) sign-in (/education/login); links to the education register and reset pages. */
export default function EducationLoginScreen() {
  return <PhoneLoginView variant="education" />;
}
