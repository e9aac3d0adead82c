import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { RecordList } from './components/RecordList.tsx';
import css from './Follow.module.css';
import { planDetailPath, transferAddPath } from './paths.ts';

/** /app/acc/doctor/follow/transfer: visits whose assessment suggests referral, each with 发起转诊. */
export default function AccFollowTransferScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageBar title="随访转诊" fallback="/app/acc/doctor/index" />
      <p className={css.notice}>按国家基本公共卫生服务规范需转诊的随访（紧急转诊与建议转诊）</p>
      <RecordList
        filter={{ referral: 'needed' }}
        empty="暂无需要转诊的随访"
        onOpen={(r) => navigate(planDetailPath(r.planId))}
        action={(r) => (
          <Button size="small" color="danger" onClick={() => navigate(transferAddPath(r.patientId))}>
            发起转诊
          </Button>
        )}
      />
    </main>
  );
}
