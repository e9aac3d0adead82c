import { centsToYuan, dateTimeText, type ReservationView } from '@kanghu/shared';
import styles from '../inquiry/Consult.module.css';
import { visitTime } from './state-actions.ts';

/** The facts of a registration as label/value rows. */
export function ReservationRows({ r, created = false }: { r: ReservationView; created?: boolean }) {
  const rows: [string, string][] = [
    ['就诊医生', r.doctorName ?? ''],
    ['就诊人', r.patientName ?? ''],
    ['就诊时间', visitTime(r)],
    ['就诊序号', `${r.slot}号`],
    ['挂号费', `¥${centsToYuan(r.price)}`],
    ['支付方式', r.price === 0 ? '免费' : r.isOfflinePay ? '到院支付' : '在线支付'],
  ];
  if (created) rows.push(['下单时间', dateTimeText(r.createdAt)]);
  return (
    <>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <span className={styles.label}>{label}</span>
          <span className={styles.value}>{value}</span>
        </div>
      ))}
    </>
  );
}
