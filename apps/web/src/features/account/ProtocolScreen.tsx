import { LegalDocView } from './components/LegalDocView.tsx';
import { ACCOUNT_PATHS } from './paths.ts';
import { USER_AGREEMENT } from './protocol-text.ts';

/** The user agreement (/health/user/protocol). */
export default function ProtocolScreen() {
  return (
    <LegalDocView
      doc={USER_AGREEMENT}
      title={USER_AGREEMENT.title}
      other={{ title: '隐私政策', path: ACCOUNT_PATHS.privacy }}
    />
  );
}
