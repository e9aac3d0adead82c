import { useSearchParams } from 'react-router';
import { PageBar } from '../account/components/PageBar.tsx';
import styles from './Consult.module.css';
import { DoctorList } from './DoctorList.tsx';
import { InquiryStart } from './InquiryStart.tsx';
import { INQUIRY_PATHS, idParam } from './paths.ts';

/**
 * /health/patient/inquiry/service/info: without `?doctorId=` the doctors to consult; with it the
 * doctor's 图文问诊 service and the inquiry form (description and photos), which creates the order.
 */
export default function ServiceInfoScreen() {
  const [params] = useSearchParams();
  const doctorId = idParam(params, 'doctorId');
  return (
    <main className={styles.page}>
      <PageBar
        title={doctorId ? '图文问诊' : '在线问诊'}
        fallback={doctorId ? INQUIRY_PATHS.serviceInfo : '/'}
      />
      {doctorId ? <InquiryStart doctorId={doctorId} /> : <DoctorList />}
    </main>
  );
}
