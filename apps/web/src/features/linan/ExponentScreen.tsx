import type { PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { dateTimeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { IndexNotice } from './IndexNotice.tsx';
import css from './Linan.module.css';
import { LINAN_PATHS, prescriptionPath, reportPath } from './paths.ts';
import { useLinanIndex } from './queries.ts';

/** The health index (/app/linan/health/exponent): what it is, its sources, the latest result, the way in. */
export default function ExponentScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康指数" fallback={LINAN_PATHS.index} />
      <PatientScope>{(patient) => <Exponent patient={patient} />}</PatientScope>
    </main>
  );
}

function Exponent({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const index = useLinanIndex(patient.id);
  if (index.isPending) return <LoadingState />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  const q = index.question;
  if (!q) return <EmptyState title="本项目尚未开通健康指数问卷" />;
  const last = q.last;
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{q.name}</h2>
        {q.intro && <p className={qcss.intro}>{q.intro}</p>}
        <p className={qcss.intro}>
          共{q.itemCount}题，包括生活方式、慢性病情况和近期测量，提交后生成健康指数和生活方式处方。
        </p>
        {q.source && <div className={qcss.source}>评分依据：{q.source}</div>}
      </section>
      {last && (
        <List header="最近一次结果" className={styles.list}>
          <List.Item
            clickable
            onClick={() => navigate(reportPath(last.recordId))}
            description={dateTimeText(last.answeredAt)}
            extra={<span className={qcss[`tone-${last.tone ?? 'normal'}`]}>{last.level}</span>}
            data-testid="exponent-last"
          >
            健康指数 {last.total}分
          </List.Item>
          <List.Item clickable onClick={() => navigate(prescriptionPath(last.recordId))}>
            查看生活方式处方
          </List.Item>
        </List>
      )}
      <div className={css.buttons}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => navigate(`${LINAN_PATHS.form}?questionId=${q.id}`)}
        >
          {q.hasDraft ? '继续填写' : last ? '重新测评' : '开始测评'}
        </Button>
        {last && (
          <Button block size="large" shape="rounded" onClick={() => navigate(LINAN_PATHS.history)}>
            指数历史
          </Button>
        )}
      </div>
      <IndexNotice />
    </>
  );
}
