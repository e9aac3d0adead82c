import type { ReservationView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../inquiry/Consult.module.css';
import { reservePayPath } from './paths.ts';
import { type ReserveAction, useReserveAction } from './queries.ts';
import { doctorCanComplete, patientCan } from './state-actions.ts';

const CONFIRM: Record<Exclude<ReserveAction, 'pay'>, string> = {
  cancel: '确定取消该预约吗？已支付的挂号费将原路退回。',
  complete: '确认该患者已到院就诊？',
};

/** The buttons a side may use on a registration now; nothing when none is allowed. */
export function ReserveButtons({ r, side }: { r: ReservationView; side: 'patient' | 'doctor' }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const action = useReserveAction();
  const run = async (kind: Exclude<ReserveAction, 'pay'>) => {
    if (await ui.confirm(CONFIRM[kind])) action.mutate({ action: kind, id: r.id });
  };
  const can = patientCan(r);
  const buttons =
    side === 'doctor'
      ? doctorCanComplete(r) && (
          <Button
            color="primary"
            size="small"
            loading={action.isPending}
            onClick={() => void run('complete')}
          >
            完成就诊
          </Button>
        )
      : (can.cancel || can.pay) && (
          <>
            {can.cancel && (
              <Button size="small" loading={action.isPending} onClick={() => void run('cancel')}>
                取消预约
              </Button>
            )}
            {can.pay && (
              <Button color="primary" size="small" onClick={() => navigate(reservePayPath(r.id))}>
                去支付
              </Button>
            )}
          </>
        );
  if (!buttons) return null;
  return <div className={styles.actions}>{buttons}</div>;
}
