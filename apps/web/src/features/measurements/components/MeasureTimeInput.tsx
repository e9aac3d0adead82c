import styles from '../../../ui/HealthScreen.module.css';
import { toLocalInput } from '../format.ts';

/** A local date-time picker (the phone's own), limited to now; value "YYYY-MM-DDTHH:mm". */
export function MeasureTimeInput({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <input
      className={styles.nativeInput}
      type="datetime-local"
      aria-label="测量时间"
      max={toLocalInput(new Date())}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}
