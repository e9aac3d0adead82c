import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
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
  const navigate = useNavigate();
  const doctorId = idParam(params, 'doctorId');
  return (
    <main className={styles.page}>
      <PageBar
        title={doctorId ? '图文问诊' : '在线问诊'}
        fallback={doctorId ? INQUIRY_PATHS.serviceInfo : '/'}
      />
      {doctorId ? (
        <InquiryStart doctorId={doctorId} />
      ) : (
        <>
          {!params.get('topic') && (
            <div className={styles.actions} style={{ margin: '0.24rem 0.24rem 0' }}>
              <Button
                size="small"
                color="primary"
                fill="outline"
                onClick={() => navigate(INQUIRY_PATHS.questionSelect)}
              >
                按病种和问题选择
              </Button>
            </div>
          )}
          <DoctorList />
        </>
      )}
    </main>
  );
}
