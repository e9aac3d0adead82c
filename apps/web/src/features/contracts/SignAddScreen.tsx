import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { idParam } from '../inquiry/paths.ts';
import { OfferForm } from './OfferForm.tsx';
import { SIGN_PATHS } from './paths.ts';
import { ReviewForm } from './ReviewForm.tsx';

/**
 * /health/doctor/sign/add: offer a contract (?patientId= preselects the resident), or review a
 * pre-sign application (?applicationId=).
 */
export default function SignAddScreen() {
  const [params] = useSearchParams();
  const applicationId = idParam(params, 'applicationId');
  return (
    <main className={styles.page}>
      <PageBar title={applicationId === null ? '发起签约' : '审核签约申请'} fallback={SIGN_PATHS.manage} />
      {applicationId === null ? (
        <OfferForm initialPatientId={idParam(params, 'patientId')} />
      ) : (
        <ReviewForm applicationId={applicationId} />
      )}
    </main>
  );
}
