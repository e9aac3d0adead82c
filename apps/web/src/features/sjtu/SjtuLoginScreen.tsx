import { PhoneLoginView } from '../auth/components/PhoneLoginView.tsx';

/**
 * The study participant's sign-in (/app/sjtu/questionnaire/login): the ordinary phone sign-in of
 * the app (password or SMS code), landing on the study's intro and linking the study's privacy protocol.
 */
export default function SjtuLoginScreen() {
  return <PhoneLoginView variant="sjtu" />;
}
