import type { AppointPushView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useApp } from '../../../app/app-context.ts';
import { useAnswerAppointment } from '../queries.ts';

/** 接受 / 拒绝 of a pending appointment push (the patient's side answers once). */
export function AnswerButtons({ a }: { a: AppointPushView }) {
  const { ui } = useApp();
  const answer = useAnswerAppointment();
  if (a.isAccept !== null) return null;
  const send = async (isAccept: 0 | 1) => {
    if (isAccept === 0 && !(await ui.confirm('确定拒绝该随访预约吗？'))) return;
    answer.mutate(
      { id: a.id, isAccept },
      { onSuccess: () => ui.toast(isAccept ? '已接受预约' : '已拒绝预约') },
    );
  };
  return (
    <>
      <Button size="small" fill="outline" disabled={answer.isPending} onClick={() => void send(0)}>
        拒绝
      </Button>
      <Button size="small" color="primary" loading={answer.isPending} onClick={() => void send(1)}>
        接受
      </Button>
    </>
  );
}
