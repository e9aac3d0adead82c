import { OSTA_NAME, type PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { formatDateTime } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import own from './Fracture.module.css';
import { OstaBadge } from './OstaBadge.tsx';
import { FZJJH_PATHS, resultPath } from './paths.ts';
import { useFraxHistory } from './queries.ts';

/** fzjjh programme home (/app/fzjjh/home): what the assessment is, the latest result, the way in. */
export default function FzjjhHomeScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageBar title="骨折风险评估" fallback={PATIENT_PATHS.home} />
      <section className={own.hero} aria-label="项目介绍">
        <h1 className={own.heroTitle}>骨质疏松与骨折风险评估</h1>
        <p className={own.heroText}>
          填写身高、体重和骨折相关风险因素，即可得到{OSTA_NAME}的筛查结果；同一份信息可用于官方 FRAX
          计算器计算十年骨折概率。
        </p>
      </section>
      <PatientScope>{(patient) => <Latest patient={patient} />}</PatientScope>
      <div className={own.buttons}>
        <LinkButton to={FZJJH_PATHS.probability} primary>
          开始评估
        </LinkButton>
        <LinkButton to={FZJJH_PATHS.index}>评估记录</LinkButton>
        <LinkButton to={FZJJH_PATHS.questionResult}>骨质疏松风险一分钟测试</LinkButton>
        <Button block fill="none" color="primary" onClick={() => navigate(FZJJH_PATHS.privacy)}>
          隐私声明
        </Button>
      </div>
    </main>
  );
}

function Latest({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const history = useFraxHistory(patient.id);
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const latest = history.data[0];
  if (!latest) return <EmptyState title="还没有评估记录，点击下方“开始评估”" />;
  return (
    <List className={styles.list} header="最近一次评估" aria-label="最近一次评估">
      <List.Item
        clickable
        onClick={() => navigate(resultPath(latest.id))}
        description={`${formatDateTime(latest.createdAt)} · 体重${latest.weight}kg · ${latest.osta.age}岁`}
        extra={<OstaBadge band={latest.osta.band} name={latest.osta.bandName} />}
        data-testid="frax-latest"
      >
        OSTA指数 {latest.osta.index}
      </List.Item>
    </List>
  );
}
