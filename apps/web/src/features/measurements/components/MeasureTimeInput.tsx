import { DateTimeField } from '../../../ui/DateTimeField.tsx';

/** A local date-time picker, limited to now; value "YYYY-MM-DDTHH:mm". */
export function MeasureTimeInput({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <DateTimeField
      precision="datetime"
      aria-label="测量时间"
      max={new Date()}
      value={value}
      onChange={onChange}
    />
  );
}
