import {
  ageInMonths,
  CHILD_HEALTH,
  CHILD_HEALTH_MAX_MONTHS,
  childVisitAge,
  type PatientView,
} from '@kanghu/shared';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { FormLoader } from '../questionnaire/QuestionFormScreen.tsx';
import { useQuestionList } from '../questionnaire/queries.ts';
import { ChildScope } from './ChildScope.tsx';
import { CHILD_PATHS, childPath, isInquiryAge } from './paths.ts';

/**
 * The child-health-care questionnaire (question/child/health/care): the built-in child-health
 * definition of the questionnaire engine, starting at the visit age of the child's birthday.
 */
export default function ChildCareFormScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="儿童保健问询" fallback={CHILD_PATHS.home} />
      <section className={styles.card} aria-label="说明">
        <p className={styles.meta}>
          依据《国家基本公共卫生服务规范（第三版）》0～6岁儿童健康管理服务规范，按月龄询问喂养、户外活动、维生素D、患病情况和发育预警征象。
        </p>
      </section>
      <ChildScope prefer={isInquiryAge}>{(child) => <Form child={child} />}</ChildScope>
    </main>
  );
}

function Form({ child }: { child: PatientView }) {
  const navigate = useNavigate();
  const months = ageInMonths(child.birthday, new Date());
  const tooOld = months !== null && months >= CHILD_HEALTH_MAX_MONTHS;
  const list = useQuestionList(tooOld ? 0 : child.id);
  if (tooOld) return <EmptyState title="儿童保健问询适用于0～6岁儿童" />;
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const entry = list.data.list.find((q) => q.code === CHILD_HEALTH.code);
  if (!entry) return <EmptyState title="本项目暂未提供儿童保健问询" />;
  const visit = childVisitAge(months);
  return (
    <FormLoader
      patientId={child.id}
      questionId={entry.id}
      defaults={visit ? { age: visit } : undefined}
      onSubmitted={(recordId) =>
        navigate(childPath(CHILD_PATHS.careReport, child.id, { recordId }), { replace: true })
      }
    />
  );
}
