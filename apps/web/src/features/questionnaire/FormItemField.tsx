import {
  type AnswerValue,
  chinaDay,
  type FormItem,
  ITEM_TYPE,
  isDisplayType,
  isNumeric,
  QUESTION_LIMITS,
  type Scalar,
} from '@kanghu/shared';
import { Divider, ImageUploader, type ImageUploadItem, Selector } from 'antd-mobile';
import { memo } from 'react';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { parseFieldValue } from '../../ui/date-time-value.ts';
import { previewOf } from './link-upload.ts';
import { ChoiceOptions, TextAreaField, TextField } from './NativeFields.tsx';
import css from './Questionnaire.module.css';

export type Upload = (file: File) => Promise<ImageUploadItem>;

interface Props {
  item: FormItem;
  value: AnswerValue | undefined;
  onChange: (key: string, value: AnswerValue | undefined) => void;
  upload?: Upload | undefined;
}

const options = (item: FormItem) => (item.options ?? []).map((o) => ({ label: o.label, value: o.value }));

const numberOf = (t: string): AnswerValue | undefined =>
  t.trim() === '' ? undefined : isNumeric(t) ? Number(t) : t;
const textAnswer = (t: string): AnswerValue => t;

function NumberInput({ item, value, onChange }: Props) {
  return (
    <div className={css.inline}>
      <TextField
        type="text"
        inputMode="decimal"
        value={value}
        toValue={numberOf}
        onValue={(v) => onChange(item.key, v)}
        clearable={false}
        placeholder={
          item.min !== undefined && item.max !== undefined ? `${item.min}～${item.max}` : '请输入数字'
        }
        aria-label={item.content}
      />
      {item.unit && <span>{item.unit}</span>}
    </div>
  );
}

/** A scale of at most 11 steps as a row of numbers with both ends' labels. */
function ScaleInput({ item, value, onChange }: Props) {
  const min = item.min ?? 0;
  const max = item.max ?? 10;
  const step = item.step ?? 1;
  const points: number[] = [];
  for (let v = min; v <= max + 1e-9; v += step) points.push(Math.round(v * 1000) / 1000);
  return (
    <>
      <Selector
        columns={Math.min(points.length, 6)}
        options={points.map((p) => ({ label: String(p), value: p }))}
        value={typeof value === 'number' ? [value] : []}
        onChange={(v) => onChange(item.key, v[0])}
      />
      {(item.minLabel || item.maxLabel) && (
        <div className={css.ends}>
          <span>
            {min}：{item.minLabel}
          </span>
          <span>
            {max}：{item.maxLabel}
          </span>
        </div>
      )}
    </>
  );
}

function Control(props: Props) {
  const { item, value, onChange, upload } = props;
  const set = (v: AnswerValue | undefined) => onChange(item.key, v);
  switch (item.type) {
    case ITEM_TYPE.single:
      return (
        <ChoiceOptions
          name={item.key}
          multiple={false}
          options={item.options ?? []}
          value={value === undefined || value === null || typeof value === 'object' ? [] : [value]}
          onChange={(v) => set(v[0])}
        />
      );
    case ITEM_TYPE.multi:
      return (
        <ChoiceOptions
          name={item.key}
          multiple
          options={item.options ?? []}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => set(v)}
        />
      );
    case ITEM_TYPE.multiSelect:
      return (
        <Selector
          multiple
          columns={2}
          options={options(item)}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => set(v)}
        />
      );
    case ITEM_TYPE.image:
      if (!upload) return <div className={css.note}>此处不能上传图片</div>;
      return (
        <ImageUploader
          upload={upload}
          maxCount={QUESTION_LIMITS.images}
          accept="image/*"
          value={(Array.isArray(value) ? value : []).map((url) => {
            const thumbnailUrl = previewOf(String(url));
            return thumbnailUrl ? { url: String(url), thumbnailUrl } : { url: String(url) };
          })}
          onChange={(files) => set(files.map((f) => f.url))}
        />
      );
    case ITEM_TYPE.number:
      return <NumberInput {...props} />;
    case ITEM_TYPE.scale:
      return <ScaleInput {...props} />;
    case ITEM_TYPE.date:
      return (
        <DateTimeField
          precision="date"
          value={typeof value === 'string' ? value : ''}
          max={item.notAfterToday ? (parseFieldValue('date', chinaDay()) ?? undefined) : undefined}
          onChange={(v) => set(v === '' ? undefined : v)}
          aria-label={item.content}
        />
      );
    case ITEM_TYPE.textarea:
      return (
        <TextAreaField
          value={value}
          maxLength={QUESTION_LIMITS.textareaLength}
          placeholder="请输入"
          aria-label={item.content}
          onValue={(t) => set(t)}
        />
      );
    case ITEM_TYPE.matrix: {
      const rows = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
      return (
        <>
          {(item.rows ?? []).map((r) => (
            <div key={r.key} className={css.matrixRow}>
              <div className={css.matrixLabel}>{r.label}</div>
              <Selector
                columns={Math.min((item.options ?? []).length, 4)}
                options={options(item)}
                value={rows[r.key] === undefined ? [] : [rows[r.key] as Scalar]}
                onChange={(v) => {
                  const next: Record<string, Scalar> = { ...rows };
                  if (v[0] === undefined) delete next[r.key];
                  else next[r.key] = v[0];
                  set(next);
                }}
              />
            </div>
          ))}
        </>
      );
    }
    default: {
      const phone = item.type === ITEM_TYPE.phone;
      return (
        <TextField
          type={phone ? 'tel' : 'text'}
          inputMode={phone ? 'tel' : undefined}
          value={value}
          toValue={textAnswer}
          onValue={set}
          maxLength={QUESTION_LIMITS.textLength}
          placeholder={item.type === ITEM_TYPE.idcard ? '请输入身份证号' : phone ? '请输入手机号' : '请输入'}
          clearable
          aria-label={item.content}
        />
      );
    }
  }
}

/** One item of a definition; re-renders only when its own value changes. */
export const FormItemField = memo(function FormItemField(props: Props) {
  const { item } = props;
  if (isDisplayType(item.type)) {
    if (item.type === ITEM_TYPE.divider) return <Divider>{item.content}</Divider>;
    return <p className={css.note}>{item.content}</p>;
  }
  return (
    <fieldset className={css.item} data-item={item.key}>
      <legend className={css.label}>
        {item.require && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
        {item.content}
      </legend>
      {item.hint && <div className={css.note}>{item.hint}</div>}
      <Control {...props} />
    </fieldset>
  );
});
