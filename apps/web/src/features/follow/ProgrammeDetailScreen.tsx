import { dateTimeText, type PatientView } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AnswerButtons } from './components/AnswerButtons.tsx';
import { AppointList } from './components/AppointList.tsx';
import { StatusTag } from './components/StatusTag.tsx';
import css from './Follow.module.css';
import { FOLLOW_PATHS } from './paths.ts';
import { usePlans } from './queries.ts';

/** /health/patient/follow/programme/intervene/detail: the patient's follow programme at a glance. */
export default function ProgrammeDetailScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="随访管理" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient: PatientView) => <Programme patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function Programme({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  return (
    <>
      <p className={css.notice}>待确认的随访预约</p>
      <AppointList
        filter={{ patientId, state: 'pending' }}
        empty="暂无待确认的预约"
        action={(a) => <AnswerButtons a={a} />}
      />
      <UpcomingPlans patientId={patientId} />
      <List className={styles.card} aria-label="随访记录">
        <List.Item onClick={() => navigate(`${FOLLOW_PATHS.lastReport}?patientId=${patientId}`)}>
          最近随访报告
        </List.Item>
        <List.Item onClick={() => navigate(`${FOLLOW_PATHS.appointHistory}?patientId=${patientId}`)}>
          预约记录
        </List.Item>
      </List>
    </>
  );
}

function UpcomingPlans({ patientId }: { patientId: number }) {
  const plans = usePlans({ patientId });
  const open = (plans.data?.pages[0]?.list ?? []).filter((p) =>
    ['planned', 'due', 'overdue'].includes(p.followStatus),
  );
  return (
    <section className={styles.card} aria-label="随访计划">
      <div className={styles.cardTitle}>随访计划</div>
      {plans.isPending ? (
        <LoadingState />
      ) : plans.isError ? (
        <ErrorState message={errorMessage(plans.error)} onRetry={() => void plans.refetch()} />
      ) : open.length === 0 ? (
        <p className={css.line}>暂无待进行的随访</p>
      ) : (
        open.map((p) => (
          <div key={p.id} className={css.kv}>
            <span>
              {dateTimeText(p.planTime)} {p.followModeName}
              <br />
              <span className={css.line}>
                {p.templateName ?? '随访'} · {p.followPerson ?? '家庭医生'}
              </span>
            </span>
            <StatusTag status={p.followStatus} label={p.followStatusName} />
          </div>
        ))
      )}
    </section>
  );
}
