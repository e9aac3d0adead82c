import type { AnswerValue, Scalar } from '@kanghu/shared';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import 'antd-mobile/es/components/input/input.css';
import 'antd-mobile/es/components/text-area/text-area.css';
import css from './NativeFields.module.css';

/**
 * Light controls of the questionnaire form (issue 12 section 3): plain native inputs that look
 * like antd-mobile's Radio, Checkbox and Input (the same icon, size, colours and font; the text
 * field uses antd-mobile's own input classes). antd-mobile's versions cost each option a context,
 * a controlled-value hook, a native-props clone and an effect that adds a click listener, which
 * made up much of the form's first render; these are one label and one input per option.
 */

/** antd-mobile's CheckIcon (checkbox/check-icon.js): the same path, inline (no image to decode). */
const CHECK = (
  <svg viewBox="0 0 40 40" aria-hidden="true">
    <path
      fill="currentColor"
      d="M31.5541766,15 L28.0892433,15 L28.0892434,15 C27.971052,15 27.8576674,15.044522 27.7740471,15.1239792 L18.2724722,24.1625319 L13.2248725,19.3630279 L13.2248725,19.3630279 C13.1417074,19.2834412 13.0287551,19.2384807 12.9107898,19.2380079 L9.44474455,19.2380079 L9.44474454,19.2380079 C9.19869815,19.2384085 8.99957935,19.4284738 9,19.66253 C9,19.7747587 9.04719253,19.8823283 9.13066188,19.9616418 L17.0907466,27.5338228 C17.4170809,27.8442545 17.8447695,28 18.2713393,28 L18.2980697,28 C18.7168464,27.993643 19.133396,27.8378975 19.4530492,27.5338228 L31.8693384,15.7236361 L31.8693384,15.7236361 C32.0434167,15.5582251 32.0435739,15.2898919 31.8696892,15.1242941 C31.7860402,15.0446329 31.6725052,15 31.5541421,15 L31.5541766,15 Z"
    />
  </svg>
);

interface ChoiceProps {
  /** The item's key: names the radio group. */
  name: string;
  options: readonly { label: string; value: Scalar }[];
  multiple: boolean;
  value: readonly Scalar[];
  onChange: (value: Scalar[]) => void;
}

/**
 * Single or multiple choice as native radios or checkboxes (keyboard and screen readers as the
 * browser gives them). The chosen label carries antd-mobile's `adm-radio-checked` /
 * `adm-checkbox-checked` class name as a marker (the journeys read it), with no antd styles.
 */
export function ChoiceOptions({ name, options, multiple, value, onChange }: ChoiceProps) {
  const group = `${useId()}${name}`;
  const marker = multiple ? 'adm-checkbox-checked' : 'adm-radio-checked';
  return (
    <div className={css.options}>
      {options.map((o) => {
        const checked = value.includes(o.value);
        return (
          <label key={String(o.value)} className={checked ? `${css.choice} ${marker}` : css.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={group}
              checked={checked}
              onChange={(e) => {
                // As antd-mobile's groups: a checked value is appended, an unchecked one removed.
                if (!multiple) onChange([o.value]);
                else if (e.target.checked) onChange([...value, o.value]);
                else onChange(value.filter((v) => v !== o.value));
              }}
            />
            <span className={css.icon} aria-hidden="true">
              {checked && CHECK}
            </span>
            <span className={css.label}>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}

interface TextProps {
  value: AnswerValue | undefined;
  /** The answer of a text as typed (e.g. a number item's number). */
  toValue: (text: string) => AnswerValue | undefined;
  onValue: (value: AnswerValue | undefined) => void;
  type: 'text' | 'tel';
  inputMode?: 'tel' | 'decimal' | undefined;
  placeholder: string;
  maxLength?: number | undefined;
  clearable: boolean;
  'aria-label': string;
}

const textOf = (value: AnswerValue | undefined) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * A one-line text field with antd-mobile Input's look and clear button. Uncontrolled: a keystroke
 * re-renders nothing (the form keeps the answer in its store); the field re-renders only when its
 * clear button shows or hides. A `value` that is not the answer of what the field shows (a parent
 * that resets it) is written into the field.
 */
export function TextField({
  value,
  toValue,
  onValue,
  type,
  inputMode,
  placeholder,
  maxLength,
  clearable,
  ...rest
}: TextProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState(textOf(value) !== '');
  const [focused, setFocused] = useState(false);
  const convert = useRef(toValue);
  convert.current = toValue;
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && convert.current(input.value) !== value && input.value !== textOf(value)) {
      input.value = textOf(value);
      setFilled(input.value !== '');
    }
  }, [value]);
  const edit = (next: string) => {
    setFilled(next !== '');
    onValue(toValue(next));
  };
  return (
    <div className={`adm-input ${css.text}`}>
      <input
        ref={ref}
        className="adm-input-element"
        type={type}
        inputMode={inputMode}
        defaultValue={textOf(value)}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={rest['aria-label']}
        onChange={(e) => edit(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {clearable && filled && focused && (
        <button
          type="button"
          className={`adm-input-clear ${css.clear}`}
          aria-label="清除"
          // Keeps the focus in the field (antd-mobile's Input does the same).
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            if (ref.current) ref.current.value = '';
            edit('');
          }}
        >
          <CloseCircleFill />
        </button>
      )}
    </div>
  );
}

interface TextAreaProps {
  value: AnswerValue | undefined;
  onValue: (value: string) => void;
  placeholder: string;
  maxLength: number;
  'aria-label': string;
}

/** Grows the box to its text where CSS `field-sizing: content` is missing (older WebKit). */
const sizesItself = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
function fitHeight(box: HTMLTextAreaElement) {
  if (sizesItself) return;
  box.style.height = 'auto';
  box.style.height = `${box.scrollHeight}px`;
}

/**
 * A multi-line text field with antd-mobile TextArea's look (its own classes), 2 to 6 rows high.
 * antd-mobile's autoSize reads the box's height in a layout effect at mount, a forced layout of
 * the whole page per text area; this box sizes itself in CSS (`field-sizing: content`, or on
 * input where that is missing), so mounting it reads nothing. Uncontrolled as TextField.
 */
export function TextAreaField({ value, onValue, placeholder, maxLength, ...rest }: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && box.value !== textOf(value)) {
      box.value = textOf(value);
      fitHeight(box);
    }
  }, [value]);
  return (
    <div className="adm-text-area">
      <textarea
        ref={ref}
        className={`adm-text-area-element ${css.area}`}
        rows={2}
        defaultValue={textOf(value)}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={rest['aria-label']}
        onChange={(e) => {
          fitHeight(e.target);
          onValue(e.target.value);
        }}
      />
    </div>
  );
}
