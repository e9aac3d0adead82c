import { CONDITION_OPS, type ConditionOp, type FormItem, ITEM_TYPE, type Scalar } from '@kanghu/shared';
import { num } from './parse-number.ts';
import css from './QuestionEditor.module.css';

const OP_TEXT: Record<ConditionOp, string> = {
  exists: '已作答',
  '=': '等于/包含',
  '!=': '不等于',
  '>': '大于',
  '<': '小于',
  '>=': '不小于',
  '<=': '不大于',
};

/** One condition: show this item when an earlier answer meets it (the engine's {key, op, value}). */
export function ConditionEditor({
  item,
  earlier,
  onChange,
}: {
  item: FormItem;
  earlier: FormItem[];
  onChange: (i: FormItem) => void;
}) {
  const c = item.showIf && 'key' in item.showIf ? item.showIf : null;
  const combined = item.showIf !== undefined && c === null;
  const target = earlier.find((x) => x.key === c?.key);
  const numeric = target && (target.type === ITEM_TYPE.number || target.type === ITEM_TYPE.scale);
  const setCond = (next: { key: string; op: ConditionOp; value?: Scalar } | null) => {
    const { showIf: _old, ...rest } = item;
    onChange(next ? { ...rest, showIf: next } : rest);
  };
  if (combined) return <div className={css.note}>显示条件：组合条件（保持不变）</div>;
  return (
    <div className={css.block}>
      <div className={css.blockTitle}>显示条件</div>
      <select
        className={css.select}
        aria-label="条件题目"
        value={c?.key ?? ''}
        onChange={(e) => setCond(e.target.value ? { key: e.target.value, op: 'exists' } : null)}
      >
        <option value="">始终显示</option>
        {earlier.map((x, i) => (
          <option key={x.key} value={x.key}>
            {`${i + 1}. ${x.content || x.key}`}
          </option>
        ))}
      </select>
      {c && (
        <div className={css.optionRow}>
          <select
            className={css.select}
            aria-label="条件运算"
            value={c.op}
            onChange={(e) => {
              const op = e.target.value as ConditionOp;
              setCond(op === 'exists' ? { key: c.key, op } : { ...c, op });
            }}
          >
            {CONDITION_OPS.map((op) => (
              <option key={op} value={op}>
                {OP_TEXT[op]}
              </option>
            ))}
          </select>
          {c.op !== 'exists' &&
            (target?.options?.length ? (
              <select
                className={css.select}
                aria-label="条件取值"
                value={c.value === undefined ? '' : String(c.value)}
                onChange={(e) => {
                  const o = target.options?.find((x) => String(x.value) === e.target.value);
                  if (o) setCond({ ...c, value: o.value });
                }}
              >
                <option value="">请选择</option>
                {target.options.map((o) => (
                  <option key={String(o.value)} value={String(o.value)}>
                    {o.label || String(o.value)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                className={css.input}
                aria-label="条件取值"
                inputMode={numeric ? 'decimal' : 'text'}
                value={c.value ?? ''}
                onChange={(e) => {
                  const v = numeric ? num(e.target.value) : e.target.value;
                  const { value: _v, ...rest } = c;
                  setCond(v === undefined || v === '' ? rest : { ...rest, value: v });
                }}
              />
            ))}
        </div>
      )}
    </div>
  );
}
