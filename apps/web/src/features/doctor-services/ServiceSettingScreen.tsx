import { INQUIRY_TYPES } from '@kanghu/shared';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { InquiryTypeCard } from './InquiryTypeCard.tsx';
import { OtherSwitches } from './OtherSwitches.tsx';
import styles from './Services.module.css';

/** /health/doctor/inquiry/service/setting: the doctor's inquiry services and other switches. */
export default function ServiceSettingScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="服务设置" fallback="/health/doctor/index" />
      <SessionGate>
        {(session) =>
          session.doctor ? (
            <>
              {INQUIRY_TYPES.map((t) => (
                <InquiryTypeCard key={t} doctorId={session.doctor?.id ?? 0} type={t} />
              ))}
              <OtherSwitches />
            </>
          ) : (
            <EmptyState title="当前账号没有医生资料" />
          )
        }
      </SessionGate>
    </main>
  );
}
