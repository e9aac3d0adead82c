import { type AiFollowView, FOLLOW_DISEASES, type FollowFormValues } from '@kanghu/shared';
import { Button, Tag, Toast } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { FollowForm } from '../follow/components/FollowForm.tsx';
import css from '../follow/Follow.module.css';
import { DraftStatus } from '../questionnaire/DraftStatus.tsx';
import { restoredText, useDraftAutosave } from '../questionnaire/use-draft-autosave.ts';
import { useFinishFollow, useFollowDetail, useFollowDraft, useSaveFollowDraft } from './queries.ts';

/**
 * A grabbed task of 我的待随访 opened in the form: the visit's record finishes it (follow/save).
 * The form is the plan template's (BP required for hypertension, fasting glucose for diabetes,
 * as the server enforces); what is typed is saved as the plan's draft (暂存, autosaved as on the
 * questionnaire forms) and resumes on any phone until the finish deletes it.
 */
export function FollowFinish({ area, id, onDone }: { area: string; id: number; onDone: () => void }) {
  const detail = useFollowDetail(area, id);
  const open = detail.data?.state === 'open';
  const draft = useFollowDraft(area, open ? id : 0);
  if (detail.isPending || (open && draft.isPending)) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (draft.isError)
    return <ErrorState message={errorMessage(draft.error)} onRetry={() => void draft.refetch()} />;
  return (
    <Finish
      area={area}
      plan={detail.data}
      initial={draft.data?.values}
      savedAt={draft.data?.updatedAt ?? null}
      onDone={onDone}
    />
  );
}

function Finish({
  area,
  plan,
  initial,
  savedAt,
  onDone,
}: {
  area: string;
  plan: AiFollowView;
  initial: FollowFormValues | undefined;
  savedAt: string | null;
  onDone: () => void;
}) {
  const finish = useFinishFollow(area);
  const save = useSaveFollowDraft(area, plan.id);
  const autosave = useDraftAutosave<FollowFormValues>((values, on) => save.mutate(values, on));
  const header = (
    <section className={styles.card} aria-label="随访对象">
      <div className={css.head}>
        <span className={css.title}>{plan.name}</span>
        <Tag color={plan.status === 'overdue' ? 'danger' : 'primary'}>{plan.statusName}</Tag>
      </div>
      <p className={css.line}>
        {plan.idcard} · {plan.phone}
      </p>
      <p className={css.line}>
        {plan.text} · 计划 {plan.value} · {plan.wayName}
        {plan.disease ? ` · ${FOLLOW_DISEASES[plan.disease]}随访` : ''}
      </p>
    </section>
  );
  if (plan.state !== 'open')
    return (
      <>
        {header}
        <EmptyState title="该随访已完成" />
      </>
    );
  return (
    <>
      {header}
      <DraftStatus initial={restoredText(savedAt, '记录')} bind={autosave.status} />
      <FollowForm
        disease={plan.disease}
        items={plan.formItems}
        defaultMode={plan.way}
        saving={finish.isPending}
        initial={initial}
        onChange={autosave.onChange}
        extra={
          <Button
            block
            size="large"
            style={{ marginTop: 12 }}
            onClick={() => {
              autosave.flush();
              Toast.show('已暂存');
            }}
          >
            暂存
          </Button>
        }
        onSubmit={(record) => {
          autosave.finishing();
          finish.mutate(
            { plan, record },
            {
              onSuccess: () => {
                Toast.show('随访已完成');
                onDone();
              },
              onError: (e) => {
                autosave.failed();
                Toast.show(errorMessage(e));
              },
            },
          );
        }}
      />
    </>
  );
}
