import { num } from './parse-number.ts';
import css from './QuestionEditor.module.css';

/** A labelled text input of the questionnaire editor (`label` is its accessible name). */
export function TextField({
  label,
  placeholder,
  value,
  onChange,
  decimal = false,
}: {
  label: string;
  placeholder?: string;
  value: string | number;
  onChange: (value: string) => void;
  /** Opens the decimal keypad on phones. */
  decimal?: boolean;
}) {
  return (
    <input
      className={css.input}
      inputMode={decimal ? 'decimal' : undefined}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A labelled number input: empty or not a number reads as undefined (parse-number.ts). */
export function NumberField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <TextField
      decimal
      label={label}
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(v) => onChange(num(v))}
    />
  );
}

/** A labelled select of fixed options. */
export function OptionField<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <select
      className={css.select}
      aria-label={label}
      value={value}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
