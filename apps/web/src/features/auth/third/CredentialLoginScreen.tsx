import { Navigate, useParams, useSearchParams } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { AutoLoginView } from './AutoLoginView.tsx';
import { credentialLogin } from './queries.ts';
import { errorPath, MISSING_CREDENTIAL, readCredential, safeInternalPath } from './third-login.ts';

/**
 * Automatic sign-in with what a partner app hands over:
 * - /patient/common/{r}/login: r is partner data when `?appKey=` is given (POST /api/user/decrypt/login),
 *   otherwise a Linghu ecToken (POST /api/user/linghu/login/ecToken);
 * - /valid/third/login/{path}: the query's `ecToken`, or `appKey` + `data`; then {path} (an
 *   encoded internal path) opens;
 * - /app/linghu/token?ecToken=...[&patientId=]: a Linghu ecToken.
 * `?redirect=` (an internal path) overrides where to land; otherwise by account type.
 */
export default function CredentialLoginScreen() {
  const { api, projectKey } = useApp();
  const { r, path } = useParams();
  const [search] = useSearchParams();
  const credential = readCredential(search, r);
  if (!credential) return <Navigate to={errorPath(MISSING_CREDENTIAL)} replace />;
  const target = safeInternalPath(search.get('redirect')) ?? safeInternalPath(path);
  return (
    <AutoLoginView
      run={() => credentialLogin(api, credential, projectKey)}
      {...(target ? { landing: () => target } : {})}
    />
  );
}
