import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { usePrivacyPolicy } from '../common-pages/queries.ts';
import { LegalDocView } from './components/LegalDocView.tsx';
import { ACCOUNT_PATHS } from './paths.ts';

/**
 * The project's privacy policy, stored per project (configs `privacy_policy`), with the project's
 * name: /health/user/protocol/custom (the sign-in link) and /app/common/privacy/elpb/user.
 */
export default function PrivacyScreen() {
  const policy = usePrivacyPolicy();
  let state: React.ReactNode = null;
  if (policy.isPending) state = <LoadingState />;
  else if (policy.isError)
    state = <ErrorState message={errorMessage(policy.error)} onRetry={() => void policy.refetch()} />;
  else if (!policy.data) state = <EmptyState title="本平台暂未发布隐私政策" />;
  return (
    <LegalDocView
      doc={policy.data ?? null}
      title="隐私政策"
      state={state}
      other={{ title: '用户服务协议', path: ACCOUNT_PATHS.protocol }}
    />
  );
}
