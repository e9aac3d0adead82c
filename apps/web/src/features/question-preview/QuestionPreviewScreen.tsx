import { type QuestionnaireDefinition, type ScoreResult, scoreAnswers } from '@kanghu/shared';
import { questionnaire } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { QuestionForm } from '../questionnaire/QuestionForm.tsx';
import css from '../questionnaire/Questionnaire.module.css';
import { questionKeys, useQuestionDetail } from '../questionnaire/queries.ts';
import { PREVIEW_PATH } from './paths.ts';

/**
 * The form tester (/app/test/new/form[?questionId=]): any questionnaire of the project filled in
 * with the real renderer, conditions and validation, and scored by the same shared rules the
 * server uses, without storing anything. For whoever writes or checks a definition.
 */
export default function QuestionPreviewScreen() {
  const [params] = useSearchParams();
  const questionId = idOf(params.get('questionId'));
  return (
    <main className={styles.page}>
      <PageBar title="问卷表单测试" fallback="/" />
      <section className={styles.card} aria-label="说明">
        <p className={css.intro} data-testid="preview-note">
          测试模式：填写内容只在本页校验和计分，不会保存，也不会计入任何人的记录。
        </p>
      </section>
      {questionId ? <Preview questionId={questionId} /> : <Pick />}
    </main>
  );
}

function Pick() {
  const { api, projectKey } = useApp();
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: [...questionKeys.all(projectKey), 'preview-list'],
    queryFn: () => api.call(questionnaire.list, { query: { pageSize: 100 } }, { silent: true }),
  });
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无问卷" />;
  return (
    <List className={styles.list} header="选择要测试的问卷">
      {list.data.list.map((q) => (
        <List.Item
          key={q.id}
          clickable
          description={`${q.group} · ${q.itemCount}题${q.scored ? ' · 计分' : ''}`}
          onClick={() => navigate(`${PREVIEW_PATH}?questionId=${q.id}`)}
        >
          {q.name}
        </List.Item>
      ))}
    </List>
  );
}

function Preview({ questionId }: { questionId: number }) {
  const detail = useQuestionDetail(questionId);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  return <Filling key={questionId} definition={detail.data.definition} />;
}

function Filling({ definition }: { definition: QuestionnaireDefinition }) {
  const [result, setResult] = useState<ScoreResult | null | 'unscored'>(null);
  const [round, setRound] = useState(0);
  if (result !== null) {
    return (
      <>
        <section className={styles.card} aria-label="测试结果" data-testid="preview-result">
          <h2 className={styles.cardTitle}>{definition.name}：校验通过</h2>
          {result === 'unscored' ? (
            <p className={css.intro}>该问卷不计分。</p>
          ) : (
            <>
              <p className={css.intro}>
                得分 {result.total} / {result.max}
                {definition.scoring?.unit} · {result.band?.level ?? '无对应分级'}
              </p>
              {result.band && <p className={css.intro}>{result.band.text}</p>}
              {result.flags.map((f) => (
                <div key={f} className={css.flag}>
                  {f}
                </div>
              ))}
            </>
          )}
          <p className={css.source}>测试结果未保存。</p>
        </section>
        <div className={styles.actions}>
          <Button
            color="primary"
            onClick={() => {
              setResult(null);
              setRound((r) => r + 1);
            }}
          >
            再测一次
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{definition.name}</h2>
        {definition.source && <div className={css.source}>来源：{definition.source}</div>}
      </section>
      <QuestionForm
        key={round}
        definition={definition}
        onSubmit={(answers) => {
          setResult(scoreAnswers(definition, answers) ?? 'unscored');
          window.scrollTo(0, 0);
        }}
      />
    </>
  );
}
