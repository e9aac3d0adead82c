import { DatePicker, Picker } from 'antd-mobile';
import { useState } from 'react';
import styles from './DateTimeField.module.css';
import { type DateTimePrecision, fieldText, fieldValueOf, parseFieldValue } from './date-time-value.ts';

export interface DateTimeFieldProps {
  precision: DateTimePrecision;
  value?: string;
  onChange?: (value: string) => void;
  /** The field's accessible name (and the picker's title unless `title` is given). */
  'aria-label': string;
  title?: string;
  placeholder?: string;
  /** Earliest and latest choice (date and datetime precision). */
  min?: Date;
  max?: Date;
  id?: string;
  className?: string;
  disabled?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => ({ label: pad(h), value: pad(h) }));
const MINUTES = Array.from({ length: 60 }, (_, m) => ({ label: pad(m), value: pad(m) }));
const UNIT: Record<string, string> = { year: '年', month: '月', day: '日', hour: '时', minute: '分' };

/**
 * A date, time or date-time field: shows its value as `YYYY-MM-DD HH:mm` (24-hour) and picks with
 * antd-mobile's DatePicker (time: a two-column Picker), in place of the native inputs whose text
 * follows the browser's locale (mm/dd/yyyy, 08:00 AM).
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const {
    precision,
    value,
    onChange,
    title,
    placeholder = '请选择',
    min,
    max,
    id,
    className,
    disabled,
  } = props;
  const label = props['aria-label'];
  const [open, setOpen] = useState(false);
  // The picker mounts on first use: a long form with many date items renders only their buttons.
  const [used, setUsed] = useState(false);
  const text = fieldText(precision, value);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        id={id}
        className={[styles.field, className].filter(Boolean).join(' ')}
        aria-label={label}
        aria-haspopup="dialog"
        data-value={value ?? ''}
        disabled={disabled}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span className={text ? styles.value : styles.placeholder}>{text || placeholder}</span>
      </button>
      {!used ? null : precision === 'time' ? (
        <Picker
          visible={open}
          onClose={close}
          title={title ?? label}
          columns={[HOURS, MINUTES]}
          value={/^\d{2}:\d{2}$/.test(value ?? '') ? (value ?? '').split(':') : ['08', '00']}
          onConfirm={(picked) => {
            const [h, m] = picked;
            if (h && m) onChange?.(`${h}:${m}`);
          }}
        />
      ) : (
        <DatePicker
          visible={open}
          onClose={close}
          title={title ?? label}
          precision={precision === 'date' ? 'day' : 'minute'}
          value={parseFieldValue(precision, value) ?? max ?? new Date()}
          min={min}
          max={max}
          renderLabel={(type, data) => `${type === 'year' ? data : pad(data)}${UNIT[type] ?? ''}`}
          onConfirm={(picked) => onChange?.(fieldValueOf(precision, picked))}
        />
      )}
    </>
  );
}
