import { FOLLOW_FREQUENCIES, FOLLOW_MODES, type FollowFrequency } from '@kanghu/shared';
import { Selector, Switch, TextArea } from 'antd-mobile';
import { DateTimeField } from '../../../ui/DateTimeField.tsx';
import { fromLocalInput } from '../../../ui/format.ts';
import styles from '../../../ui/HealthScreen.module.css';
import css from '../Follow.module.css';
import { useTemplates } from '../queries.ts';

export interface PlanDraft {
  templateId: number | null;
  followMode: number;
  followFrequency: FollowFrequency;
  /** `YYYY-MM-DDTHH:mm` as picked (local time). */
  planTime: string;
  pool: boolean;
  content: string;
}

export const emptyDraft = (): PlanDraft => ({
  templateId: null,
  followMode: 1,
  followFrequency: 'quarterly',
  planTime: '',
  pool: false,
  content: '',
});

/** The draft as a plan body (the picked time is the phone's local time, sent as an instant). */
export function draftBody(d: PlanDraft) {
  return {
    followTemplateId: d.templateId,
    followMode: d.followMode as 1,
    followFrequency: d.followFrequency,
    planTime: fromLocalInput(d.planTime) ?? d.planTime,
    ...(d.pool ? { followPersonId: null } : {}),
    ...(d.content.trim() ? { followContent: d.content.trim() } : {}),
  };
}

const MODES = Object.entries(FOLLOW_MODES).map(([k, label]) => ({ value: Number(k), label }));
const FREQUENCIES = FOLLOW_FREQUENCIES.map((f) => ({ value: f.code, label: f.name }));

/** Template, mode, frequency, time, who follows up and content of a new plan. */
export function PlanFields({ draft, onChange }: { draft: PlanDraft; onChange: (d: PlanDraft) => void }) {
  const templates = useTemplates();
  const set = (patch: Partial<PlanDraft>) => onChange({ ...draft, ...patch });
  const pickTemplate = (id: number | null) => {
    const t = templates.data?.find((x) => x.id === id);
    set(
      t
        ? {
            templateId: t.id,
            followMode: t.followMode,
            followFrequency: t.followFrequency as FollowFrequency,
          }
        : { templateId: null },
    );
  };
  return (
    <section className={styles.card} aria-label="随访计划">
      <div className={css.label}>随访模板</div>
      <Selector
        columns={2}
        options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        value={draft.templateId === null ? [] : [draft.templateId]}
        onChange={(v) => pickTemplate(v[0] ?? null)}
      />
      {templates.isError && <p className={css.line}>模板加载失败，可不选模板直接创建</p>}
      <div className={css.label}>随访方式</div>
      <Selector
        columns={2}
        options={MODES}
        value={[draft.followMode]}
        onChange={(v) => v[0] && set({ followMode: v[0] })}
      />
      <div className={css.label}>随访频率</div>
      <Selector
        columns={2}
        options={FREQUENCIES}
        value={[draft.followFrequency]}
        onChange={(v) => v[0] && set({ followFrequency: v[0] })}
      />
      <div className={css.kv}>
        <span>计划时间</span>
        <DateTimeField
          precision="datetime"
          aria-label="计划时间"
          placeholder="请选择"
          min={new Date()}
          value={draft.planTime}
          onChange={(planTime) => set({ planTime })}
        />
      </div>
      <div className={css.kv}>
        <span>放入待领取（由机构医生领取）</span>
        <Switch checked={draft.pool} onChange={(pool) => set({ pool })} aria-label="放入待领取" />
      </div>
      <TextArea
        className={css.textarea}
        aria-label="随访内容"
        placeholder="随访内容（选填）"
        maxLength={500}
        rows={2}
        value={draft.content}
        onChange={(content) => set({ content })}
      />
    </section>
  );
}
