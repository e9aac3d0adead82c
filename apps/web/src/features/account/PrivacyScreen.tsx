import { LegalDocView } from './components/LegalDocView.tsx';
import { ACCOUNT_PATHS } from './paths.ts';
import { PRIVACY_POLICY } from './protocol-text.ts';

/** The privacy policy, with the project's name (/health/user/protocol/custom). */
export default function PrivacyScreen() {
  return (
    <LegalDocView doc={PRIVACY_POLICY} other={{ title: '用户服务协议', path: ACCOUNT_PATHS.protocol }} />
  );
}
