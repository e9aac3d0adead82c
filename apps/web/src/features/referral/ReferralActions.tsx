import type { ReferralAction, ReferralView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { NotePopup } from '../../ui/NotePopup.tsx';
import { useReferralState } from './queries.ts';
import css from './Referral.module.css';

/** The popups asking for a note: the reject reason (required), a completion or cancel remark. */
const NOTES = {
  reject: {
    title: '拒绝转诊',
    placeholder: '请填写拒绝原因',
    required: '请填写拒绝原因',
    max: 200,
    ok: '确认拒绝',
  },
  complete: {
    title: '完成转诊',
    placeholder: '诊疗结果、回转建议（选填）',
    required: '',
    max: 500,
    ok: '确认完成',
  },
  cancel: { title: '取消转诊', placeholder: '取消原因（选填）', required: '', max: 500, ok: '确认取消' },
} as const;
type NoteAction = keyof typeof NOTES;

const STATE_OF: Record<ReferralAction, 1 | 2 | 3 | 4> = { accept: 1, reject: 2, complete: 3, cancel: 4 };
const LABEL: Record<ReferralAction, string> = {
  accept: '接收',
  reject: '拒绝',
  complete: '完成转诊',
  cancel: '取消转诊',
};
const DONE: Record<ReferralAction, string> = {
  accept: '已接收',
  reject: '已拒绝',
  complete: '已完成',
  cancel: '已取消',
};

/** The moves the server says this doctor may make now, fixed to the bottom of the detail. */
export function ReferralActions({ r }: { r: ReferralView }) {
  const { ui } = useApp();
  const move = useReferralState();
  const [note, setNote] = useState<NoteAction | null>(null);
  if (r.actions.length === 0) return null;
  const send = (action: ReferralAction, text = '') => {
    const extra = action === 'reject' ? { reason: text } : text ? { remark: text } : {};
    move.mutate(
      { id: r.id, body: { referralState: STATE_OF[action], ...extra } },
      {
        onSuccess: () => {
          setNote(null);
          ui.toast(DONE[action]);
        },
      },
    );
  };
  const onClick = async (action: ReferralAction) => {
    if (action !== 'accept') return setNote(action);
    if (await ui.confirm(`确定接收患者${r.patientName}的转诊吗？`)) send('accept');
  };
  const popup = note ? NOTES[note] : null;
  return (
    <>
      <div className={css.pad} />
      <div className={css.footer}>
        {r.actions.map((a) => (
          <Button
            key={a}
            color={a === 'accept' || a === 'complete' ? 'primary' : a === 'reject' ? 'danger' : 'default'}
            fill={a === 'accept' || a === 'complete' ? 'solid' : 'outline'}
            loading={move.isPending && move.variables?.body.referralState === STATE_OF[a]}
            onClick={() => void onClick(a)}
          >
            {LABEL[a]}
          </Button>
        ))}
      </div>
      <NotePopup
        open={popup !== null}
        title={popup?.title ?? ''}
        placeholder={popup?.placeholder ?? ''}
        requiredMessage={popup?.required || undefined}
        maxLength={popup?.max ?? 200}
        confirmText={popup?.ok ?? '确定'}
        loading={move.isPending}
        onClose={() => setNote(null)}
        onSubmit={(text) => note && send(note, text)}
      />
    </>
  );
}
