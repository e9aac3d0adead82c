import type { FormItem } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { num } from './parse-number.ts';
import css from './QuestionEditor.module.css';

/** The options of a choice item: text and score of each. */
export function OptionsEditor({ item, onChange }: { item: FormItem; onChange: (i: FormItem) => void }) {
  const options = item.options ?? [];
  const put = (next: typeof options) => onChange({ ...item, options: next });
  const nextValue = () => Math.max(0, ...options.map((o) => Number(o.value) || 0)) + 1;
  return (
    <div className={css.block}>
      <div className={css.blockTitle}>选项（文字 / 分值）</div>
      {options.map((o, i) => (
        <div key={String(o.value)} className={css.optionRow}>
          <input
            className={css.input}
            aria-label={`选项${i + 1}`}
            placeholder={`选项${i + 1}`}
            value={o.label}
            onChange={(e) => put(options.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
          />
          <input
            className={`${css.input} ${css.score}`}
            inputMode="decimal"
            aria-label={`选项${i + 1}分值`}
            placeholder="分值"
            value={o.score ?? ''}
            onChange={(e) => {
              const score = num(e.target.value);
              put(
                options.map((x, j) => {
                  if (j !== i) return x;
                  const { score: _s, ...rest } = x;
                  return score === undefined ? rest : { ...rest, score };
                }),
              );
            }}
          />
          <Button size="mini" fill="none" onClick={() => put(options.filter((_, j) => j !== i))}>
            ✕
          </Button>
        </div>
      ))}
      <Button size="mini" onClick={() => put([...options, { label: '', value: nextValue() }])}>
        添加选项
      </Button>
    </div>
  );
}
