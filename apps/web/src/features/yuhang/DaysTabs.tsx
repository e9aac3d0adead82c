import { Selector } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';

const OPTIONS = [
  { label: '近7天', value: 7 },
  { label: '近30天', value: 30 },
  { label: '近90天', value: 90 },
];

/** The period of a life-data report. */
export function DaysTabs({ days, onChange }: { days: number; onChange: (d: number) => void }) {
  return (
    <div className={styles.card}>
      <Selector options={OPTIONS} value={[days]} columns={3} onChange={(v) => v[0] && onChange(v[0])} />
    </div>
  );
}
