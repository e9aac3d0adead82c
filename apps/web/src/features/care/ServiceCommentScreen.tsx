import { SERVICE_TYPES, type ServiceType } from '@kanghu/shared';
import { Button, Rate, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Care.module.css';
import { CARE_PATHS } from './paths.ts';
import { useAddComment, useServiceComment, useServices } from './queries.ts';

const RATING_TEXT = ['', '很差', '较差', '一般', '满意', '非常满意'];

/** Rate a completed service (/health/patient/server/manage/comment?type=&id=). */
export default function ServiceCommentScreen() {
  const [params] = useSearchParams();
  const type = SERVICE_TYPES.find((t) => t === params.get('type'));
  const id = Number(params.get('id'));
  const valid = type !== undefined && Number.isInteger(id) && id > 0;
  return (
    <main className={styles.page}>
      <PageBar title="服务评价" fallback={CARE_PATHS.services} />
      {valid ? (
        <PatientScope>{(patient) => <Comment patientId={patient.id} type={type} id={id} />}</PatientScope>
      ) : (
        <EmptyState title="服务不存在" />
      )}
    </main>
  );
}

function Comment({ patientId, type, id }: { patientId: number; type: ServiceType; id: number }) {
  const services = useServices(patientId, 'all');
  const comment = useServiceComment(type, id);
  if (services.isPending || comment.isPending) return <LoadingState />;
  if (services.isError || comment.isError) {
    const error = services.error ?? comment.error;
    return (
      <ErrorState
        message={errorMessage(error)}
        onRetry={() => {
          void services.refetch();
          void comment.refetch();
        }}
      />
    );
  }
  const service = services.data.list.find((s) => s.serviceType === type && s.serviceId === id);
  if (!service) return <EmptyState title="服务不存在或尚未完成" />;
  return (
    <>
      <section className={styles.card} aria-label="服务">
        <div className={css.title}>
          {service.typeLabel} · {service.title}
        </div>
        {service.providerName && <div className={css.line}>服务人员：{service.providerName}</div>}
      </section>
      {comment.data ? (
        <section className={styles.card} aria-label="我的评价" data-testid="my-comment">
          <h2 className={styles.cardTitle}>我的评价</h2>
          <Rate readOnly value={comment.data.rating} />
          <div className={css.line}>{comment.data.content ?? RATING_TEXT[comment.data.rating]}</div>
        </section>
      ) : (
        <CommentForm type={type} id={id} />
      )}
    </>
  );
}

/** Five star buttons (each a real button, so keyboards and screen readers can rate). */
function StarPicker({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  return (
    <fieldset className={css.stars} aria-label="评分">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={value === n}
          aria-label={`${n}星`}
          className={`${css.star} ${n <= value ? css.starOn : ''}`}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
    </fieldset>
  );
}

function CommentForm({ type, id }: { type: ServiceType; id: number }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const add = useAddComment();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const submit = () => {
    if (rating < 1) {
      void ui.alert('请选择评分', '系统提示');
      return;
    }
    // Not mutate's per-call onSuccess: the saved comment refetches, this form unmounts (the screen
    // shows the comment instead) and TanStack drops the callbacks of an unmounted observer.
    add
      .mutateAsync({
        serviceType: type,
        serviceId: id,
        rating,
        ...(content.trim() ? { content: content.trim() } : {}),
      })
      .then(
        () => {
          ui.toast('评价成功');
          navigate(`${CARE_PATHS.services}?tab=1`, { replace: true });
        },
        () => undefined, // the request layer has already shown the error
      );
  };
  return (
    <section className={styles.card} aria-label="评价">
      <h2 className={styles.cardTitle}>服务评分</h2>
      <div className={css.head}>
        <StarPicker value={rating} onChange={setRating} />
        <span className={css.line}>{RATING_TEXT[rating]}</span>
      </div>
      <TextArea
        className={css.line}
        placeholder="说说您的感受（选填）"
        value={content}
        onChange={setContent}
        maxLength={200}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        aria-label="评价内容"
      />
      <div className={styles.actions}>
        <Button color="primary" size="large" shape="rounded" loading={add.isPending} onClick={submit}>
          提交评价
        </Button>
      </div>
    </section>
  );
}
