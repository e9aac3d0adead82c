import {
  ageInMonths,
  CHILD_HEALTH,
  CHILD_HEALTH_MAX_MONTHS,
  childVisitAge,
  childVisitLabel,
  type PatientView,
} from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { useSession } from '../../app/session/queries.ts';
import { formatDateTime } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../questionnaire/Questionnaire.module.css';
import { useQuestionList } from '../questionnaire/queries.ts';
import { ageText, infoPath, isYoungChild } from './paths.ts';

/**
 * The children's health inquiry (/health/user/baby/question): the account's children aged 0-6,
 * each with the visit age the inquiry will ask about and the latest result.
 */
export default function BabyQuestionScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const add = (
    <Button size="small" color="primary" onClick={() => navigate(PATIENT_PATHS.add)}>
      添加儿童就诊人
    </Button>
  );
  let body: React.ReactNode;
  if (session.isPending) body = <LoadingState />;
  else if (session.isError)
    body = <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  else {
    const now = new Date();
    const children = session.data.patientList.filter((p) => p.isChild || isYoungChild(p, now));
    body =
      children.length === 0 ? (
        <EmptyState title="暂无儿童就诊人">{add}</EmptyState>
      ) : (
        <>
          {children.map((c) => (
            <ChildCard key={c.id} child={c} now={now} />
          ))}
          <div className={styles.actions}>{add}</div>
        </>
      );
  }
  return (
    <main className={styles.page}>
      <PageBar title="儿童健康问询" fallback={PATIENT_PATHS.home} />
      <section className={styles.card} aria-label="说明">
        <p className={css.intro}>
          依据《国家基本公共卫生服务规范（第三版）》0～6岁儿童健康管理服务规范，按孩子的月龄询问喂养、户外活动、维生素D、患病情况和发育预警征象，结果供儿童保健医生参考。
        </p>
      </section>
      {body}
    </main>
  );
}

function ChildCard({ child, now }: { child: PatientView; now: Date }) {
  const navigate = useNavigate();
  const months = ageInMonths(child.birthday, now);
  const visit = childVisitAge(months);
  const tooOld = months !== null && months >= CHILD_HEALTH_MAX_MONTHS;
  const list = useQuestionList(tooOld ? 0 : child.id);
  const entry = list.data?.list.find((q) => q.code === CHILD_HEALTH.code);
  const last = entry?.last ?? null;
  return (
    <section
      className={`${styles.card} ${css.rowCard}`}
      aria-label={child.name}
      data-testid={`baby-${child.id}`}
    >
      <div className={css.rowHead}>
        <h2 className={styles.cardTitle}>{child.name}</h2>
        <span className={styles.meta}>{ageText(months)}</span>
      </div>
      {tooOld ? (
        <p className={styles.hint}>已满7岁，本问询适用于0～6岁儿童。</p>
      ) : (
        <>
          <p className={styles.meta}>
            {visit ? `本次按${childVisitLabel(visit)}问询` : '3月龄起开始发育预警征象问询，可先填写问询项'}
          </p>
          {list.isPending && <LoadingState />}
          {list.isError && (
            <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
          )}
          {list.isSuccess && !entry && <p className={styles.hint}>本项目暂未提供儿童健康问询</p>}
          {last && (
            <p className={styles.meta} data-testid="baby-last">
              最近一次：{formatDateTime(last.answeredAt)} · {last.level ?? '已提交'}
            </p>
          )}
          {entry && (
            <div className={css.rowActions}>
              {last && (
                <Button size="small" onClick={() => navigate(infoPath(child.id, last.recordId))}>
                  查看结果
                </Button>
              )}
              <Button size="small" color="primary" onClick={() => navigate(infoPath(child.id))}>
                {entry.hasDraft ? '继续填写' : '填写问询'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
