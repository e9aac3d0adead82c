import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { INDEX_PATH } from '../../../app/guard.ts';
import { AutoLoginView } from './AutoLoginView.tsx';
import { decryptionLogin } from './queries.ts';
import {
  decryptionEndpoint,
  decryptionKindOf,
  errorPath,
  MISSING_DATA,
  queryBase64,
  UNSUPPORTED_WAY,
} from './third-login.ts';

/**
 * Partner entries with encrypted identity data in `?data=` (/{org}/rsa, /{org}/des3,
 * /{org}/zhoushan/patient, /{org}/decryption/patient/login/): the matching decryption call signs
 * the person in (creating the account when new) and the project's index opens.
 */
export default function DecryptionLoginScreen() {
  const { api } = useApp();
  const { pathname } = useLocation();
  const { org = '' } = useParams();
  const [search] = useSearchParams();
  const kind = decryptionKindOf(pathname, search.get('way'));
  const data = queryBase64(search, 'data');
  if (!kind) return <Navigate to={errorPath(UNSUPPORTED_WAY)} replace />;
  if (!data) return <Navigate to={errorPath(MISSING_DATA)} replace />;
  const endpoint = decryptionEndpoint(kind, org);
  return <AutoLoginView run={() => decryptionLogin(api, endpoint, data)} landing={() => INDEX_PATH} />;
}
