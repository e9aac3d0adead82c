import { INQUIRY_TOPICS } from '@kanghu/shared';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Consult.module.css';
import { INQUIRY_PATHS, topicDoctorsPath } from './paths.ts';

const OTHER = '其他';

/**
 * /health/question/select: before an inquiry, the patient says what it is about: a disease
 * (the project's disease types from the session metadata, or 其他) and a kind of question.
 * Both go with the doctor choice into the inquiry form as the start of the description.
 */
export default function QuestionSelectScreen() {
  const session = useSession();
  let body: React.ReactNode;
  if (session.isPending) body = <LoadingState />;
  else if (session.isError)
    body = <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  else {
    const diseases = Object.values(session.data.metadata.diseaseType ?? {}).map(String);
    body =
      diseases.length === 0 ? (
        <EmptyState title="暂无可选病种" />
      ) : (
        <Select diseases={[...diseases, OTHER]} />
      );
  }
  return (
    <main className={styles.page}>
      <PageBar title="选择问题" fallback={INQUIRY_PATHS.serviceInfo} />
      {body}
    </main>
  );
}

function Select({ diseases }: { diseases: string[] }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [disease, setDisease] = useState<string | null>(null);
  const [topic, setTopic] = useState<string | null>(null);
  const next = () => {
    if (!disease) return void ui.alert('请选择病种', '系统提示');
    if (!topic) return void ui.alert('请选择问题类型', '系统提示');
    navigate(topicDoctorsPath(`${disease}·${topic}`));
  };
  return (
    <section className={styles.card} aria-label="问题选择">
      <h2 className={styles.title}>您想咨询哪种疾病？</h2>
      <Selector
        columns={3}
        value={disease ? [disease] : []}
        onChange={(v) => setDisease(v[0] ?? null)}
        options={diseases.map((d) => ({ value: d, label: d }))}
      />
      <h2 className={styles.title} style={{ marginTop: '0.32rem' }}>
        您想咨询什么问题？
      </h2>
      <Selector
        columns={2}
        value={topic ? [topic] : []}
        onChange={(v) => setTopic(v[0] ?? null)}
        options={INQUIRY_TOPICS.map((t) => ({ value: t, label: t }))}
      />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        style={{ marginTop: '0.4rem' }}
        onClick={next}
      >
        下一步：选择医生
      </Button>
    </section>
  );
}
