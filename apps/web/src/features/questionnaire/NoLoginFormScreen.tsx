import type { QuestionRecordView } from '@kanghu/shared';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { forgetLinkToken, takeLinkToken } from './link-token.ts';
import { rememberPreview } from './link-upload.ts';
import { idOf } from './paths.ts';
import { QuestionForm } from './QuestionForm.tsx';
import css from './Questionnaire.module.css';
import { useCheckLink, useLinkUpload, useQuestionDetail, useSubmitAnonymous } from './queries.ts';
import { ResultView } from './ResultView.tsx';

/**
 * The no-login form (/health/patient/:patientId/question/:questionId/no/login/form#t=token): a
 * single-use link a doctor or family member sent; the token, not the ids in the path, decides
 * whose record it is.
 */
export default function NoLoginFormScreen() {
  const params = useParams();
  const questionId = idOf(params.questionId ?? null);
  const [token] = useState(() =>
    takeLinkToken(window.location, window.sessionStorage, (url) =>
      window.history.replaceState(window.history.state, '', url),
    ),
  );
  return (
    <main className={styles.page}>
      <header className={styles.card}>
        <h1 className={styles.cardTitle}>健康问卷</h1>
        <p className={css.note}>免登录填写，本链接仅可提交一次。</p>
      </header>
      {token === '' || questionId === 0 ? (
        <EmptyState title="问卷链接无效，请向医生重新获取" />
      ) : (
        <LinkForm token={token} />
      )}
    </main>
  );
}

function LinkForm({ token }: { token: string }) {
  const link = useCheckLink(token);
  // The link decides the questionnaire (a definition edited since moves its open links to the new version).
  const questionId = link.data?.questionId ?? 0;
  const detail = useQuestionDetail(questionId);
  const submit = useSubmitAnonymous();
  const upload = useLinkUpload(token);
  const uploadRef = useRef(upload.mutateAsync);
  uploadRef.current = upload.mutateAsync;
  const uploadImage = useCallback(async (file: File) => {
    const r = await uploadRef.current(file);
    return { url: r.url, thumbnailUrl: rememberPreview(r.url, file) };
  }, []);
  const [done, setDone] = useState<QuestionRecordView | null>(null);
  if (done) return <ResultView r={done} />;
  if (link.isPending || (questionId > 0 && detail.isPending)) return <LoadingState />;
  if (link.isError) return <EmptyState title={errorMessage(link.error)} />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <EmptyState title="问卷链接无效，请向医生重新获取" />;
  return (
    <>
      <section className={`${styles.card} ${styles.patientBar}`}>
        <span>
          填写人：<span className={styles.patientName}>{link.data.patientName}</span>
        </span>
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{detail.data.definition.name}</h2>
      </section>
      <QuestionForm
        definition={detail.data.definition}
        submitting={submit.isPending}
        upload={uploadImage}
        onSubmit={(answers) =>
          submit.mutate(
            { token, questionId, answers },
            {
              onSuccess: (r) => {
                forgetLinkToken(window.location.pathname, window.sessionStorage);
                setDone(r);
              },
            },
          )
        }
      />
    </>
  );
}
