import { centsToYuan, type ReservationView } from '@kanghu/shared';
import styles from '../inquiry/Consult.module.css';
import { ReserveButtons } from './ReserveButtons.tsx';
import { StateTag } from './StateTag.tsx';
import { visitTime } from './state-actions.ts';

/** One registration in a list: who, when, state, fee and the allowed buttons. */
export function ReservationCard({
  r,
  side,
  onOpen,
}: {
  r: ReservationView;
  side: 'patient' | 'doctor';
  onOpen?: () => void;
}) {
  const who = side === 'patient' ? (r.doctorName ?? '医生') : (r.patientName ?? '患者');
  const content = (
    <>
      <div className={styles.head}>
        <span className={styles.name}>{who}</span>
        <StateTag r={r} />
      </div>
      <p className={styles.text}>
        {side === 'patient' ? `就诊人：${r.patientName ?? ''}` : `${r.slot}号`} · {visitTime(r)}
      </p>
      <div className={styles.head} style={{ marginTop: '0.12rem', marginBottom: 0 }}>
        <span className={styles.weak}>
          {r.isOfflinePay ? '到院支付' : r.price === 0 ? '免费' : '在线支付'}
        </span>
        <span className={styles.price}>¥{centsToYuan(r.price)}</span>
      </div>
    </>
  );
  return (
    <li
      className={`${styles.card} ${onOpen ? styles.clickable : ''}`}
      aria-label={`预约 ${who} ${visitTime(r)}`}
    >
      {onOpen ? (
        <button type="button" className={styles.plain} onClick={onOpen}>
          {content}
        </button>
      ) : (
        <div>{content}</div>
      )}
      <ReserveButtons r={r} side={side} />
    </li>
  );
}
