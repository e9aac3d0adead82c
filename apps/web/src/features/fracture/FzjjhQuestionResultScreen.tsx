import { IOF_ONE_MINUTE, OSTA_NAME, type PatientView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { flowFormPath, idOf } from '../questionnaire/paths.ts';
import { useHealthIndex, useQuestionList, useRecordDetail } from '../questionnaire/queries.ts';
import { ResultView } from '../questionnaire/ResultView.tsx';
import own from './Fracture.module.css';
import { FZJJH_PATHS } from './paths.ts';

/**
 * The fzjjh questionnaire result (/app/fzjjh/question/result[?recordId=]): the programme's
 * questionnaire is the IOF one-minute osteoporosis risk test (the guideline's first screen with
 * OSTA). With a record id it shows that record, else the patient's latest test, with the engine's
 * result view and the way on to the OSTA / FRAX-input assessment.
 */
export default function FzjjhQuestionResultScreen() {
  const [params] = useSearchParams();
  const recordId = idOf(params.get('recordId'));
  return (
    <main className={styles.page}>
      <PageBar title="风险测试结果" fallback={FZJJH_PATHS.home} />
      <PatientScope>{(patient) => <Latest patient={patient} recordId={recordId} />}</PatientScope>
    </main>
  );
}

function Latest({ patient, recordId }: { patient: PatientView; recordId: number }) {
  const navigate = useNavigate();
  const list = useQuestionList(patient.id);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const test = list.data.list.find((q) => q.code === IOF_ONE_MINUTE.code);
  if (!test) return <EmptyState title="本项目暂未提供骨质疏松风险测试" />;
  const start = () => navigate(flowFormPath(test.id, 'fzjjh'));
  const shown = recordId || test.last?.recordId || 0;
  if (shown === 0) {
    return (
      <EmptyState title="还没有做过骨质疏松风险一分钟测试">
        <Button size="small" color="primary" onClick={start}>
          开始测试
        </Button>
      </EmptyState>
    );
  }
  return <Result recordId={shown} onRetake={start} />;
}

function Result({ recordId, onRetake }: { recordId: number; onRetake: () => void }) {
  const navigate = useNavigate();
  const record = useRecordDetail(recordId);
  const scored = record.data?.total !== null && record.data?.total !== undefined;
  const index = useHealthIndex(scored ? recordId : 0);
  if (record.isPending || (scored && index.isPending)) return <LoadingState />;
  if (record.isError)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  const r = index.data ?? record.data;
  const positive = (r.total ?? 0) > 0;
  return (
    <>
      <ResultView r={r} />
      <section className={styles.card} aria-label="下一步">
        <h2 className={styles.cardTitle}>下一步：骨折风险评估</h2>
        <p className={own.text}>
          {positive
            ? '一分钟测试提示存在风险因素。指南建议进一步做骨密度检查或骨折风险评估：'
            : '如需进一步了解，可继续做骨折风险评估：'}
          填写身高、体重和骨折相关风险因素，本平台计算{OSTA_NAME}，并提供官方 FRAX 计算器的链接（本平台不计算
          FRAX）。
        </p>
      </section>
      <div className={own.buttons}>
        <Button block color="primary" shape="rounded" onClick={() => navigate(FZJJH_PATHS.probability)}>
          骨折风险评估（OSTA）
        </Button>
        <Button block shape="rounded" onClick={() => navigate(FZJJH_PATHS.index)}>
          OSTA 评估记录
        </Button>
        <Button block fill="none" color="primary" onClick={onRetake}>
          重新测试
        </Button>
      </div>
    </>
  );
}
