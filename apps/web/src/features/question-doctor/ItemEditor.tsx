import {
  CONDITION_OPS,
  type ConditionOp,
  type FormItem,
  ITEM_TYPE,
  ITEM_TYPE_NAMES,
  isDisplayType,
  needsOptions,
  type Scalar,
} from '@kanghu/shared';
import { Button, Switch } from 'antd-mobile';
import css from './QuestionEditor.module.css';

interface Props {
  index: number;
  item: FormItem;
  /** Items before this one (a condition may only look at these). */
  earlier: FormItem[];
  onChange: (item: FormItem) => void;
  onType: (type: number) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const OP_TEXT: Record<ConditionOp, string> = {
  exists: '已作答',
  '=': '等于/包含',
  '!=': '不等于',
  '>': '大于',
  '<': '小于',
  '>=': '不小于',
  '<=': '不大于',
};

const num = (v: string): number | undefined =>
  v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v);

function set<K extends keyof FormItem>(item: FormItem, key: K, value: FormItem[K] | undefined): FormItem {
  const next = { ...item };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** One item of the structured editor: type, text, required, options or bounds, a condition. */
export function ItemEditor({ index, item, earlier, onChange, onType, onMove, onRemove }: Props) {
  const display = isDisplayType(item.type);
  return (
    <div className={css.item} data-testid="editor-item">
      <div className={css.itemHead}>
        <strong>第{index}题</strong>
        <select
          aria-label={`第${index}题题型`}
          value={item.type}
          onChange={(e) => onType(Number(e.target.value))}
          className={css.select}
        >
          {Object.entries(ITEM_TYPE_NAMES).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
        <span className={css.tools}>
          <Button size="mini" fill="none" onClick={() => onMove(-1)} aria-label="上移">
            ↑
          </Button>
          <Button size="mini" fill="none" onClick={() => onMove(1)} aria-label="下移">
            ↓
          </Button>
          <Button size="mini" fill="none" color="danger" onClick={onRemove}>
            删除
          </Button>
        </span>
      </div>
      {item.type !== ITEM_TYPE.divider && (
        <input
          className={css.input}
          aria-label={`第${index}题内容`}
          placeholder={display ? '说明文字' : '题目内容'}
          value={item.content}
          onChange={(e) => onChange({ ...item, content: e.target.value })}
        />
      )}
      {!display && (
        <div className={css.line}>
          必填
          <Switch
            checked={item.require === true}
            onChange={(v) => onChange(set(item, 'require', v || undefined))}
          />
        </div>
      )}
      {needsOptions(item.type) && <OptionsEditor item={item} onChange={onChange} />}
      {item.type === ITEM_TYPE.matrix && <RowsEditor item={item} onChange={onChange} />}
      {(item.type === ITEM_TYPE.number || item.type === ITEM_TYPE.scale) && (
        <div className={css.grid}>
          <input
            className={css.input}
            inputMode="decimal"
            placeholder="最小值"
            aria-label="最小值"
            value={item.min ?? ''}
            onChange={(e) => onChange(set(item, 'min', num(e.target.value)))}
          />
          <input
            className={css.input}
            inputMode="decimal"
            placeholder="最大值"
            aria-label="最大值"
            value={item.max ?? ''}
            onChange={(e) => onChange(set(item, 'max', num(e.target.value)))}
          />
          {item.type === ITEM_TYPE.number ? (
            <input
              className={css.input}
              placeholder="单位"
              aria-label="单位"
              value={item.unit ?? ''}
              onChange={(e) => onChange(set(item, 'unit', e.target.value))}
            />
          ) : (
            <>
              <input
                className={css.input}
                placeholder="最小端文字"
                aria-label="最小端文字"
                value={item.minLabel ?? ''}
                onChange={(e) => onChange(set(item, 'minLabel', e.target.value))}
              />
              <input
                className={css.input}
                placeholder="最大端文字"
                aria-label="最大端文字"
                value={item.maxLabel ?? ''}
                onChange={(e) => onChange(set(item, 'maxLabel', e.target.value))}
              />
            </>
          )}
        </div>
      )}
      {item.type === ITEM_TYPE.date && (
        <div className={css.line}>
          不能晚于今天
          <Switch
            checked={item.notAfterToday === true}
            onChange={(v) => onChange(set(item, 'notAfterToday', v || undefined))}
          />
        </div>
      )}
      {earlier.length > 0 && <ConditionEditor item={item} earlier={earlier} onChange={onChange} />}
    </div>
  );
}

function OptionsEditor({ item, onChange }: { item: FormItem; onChange: (i: FormItem) => void }) {
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

function RowsEditor({ item, onChange }: { item: FormItem; onChange: (i: FormItem) => void }) {
  const rows = item.rows ?? [];
  const put = (next: typeof rows) => onChange({ ...item, rows: next });
  return (
    <div className={css.block}>
      <div className={css.blockTitle}>矩阵行</div>
      {rows.map((r, i) => (
        <div key={r.key} className={css.optionRow}>
          <input
            className={css.input}
            aria-label={`第${i + 1}行`}
            placeholder={`第${i + 1}行`}
            value={r.label}
            onChange={(e) => put(rows.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
          />
          <Button size="mini" fill="none" onClick={() => put(rows.filter((_, j) => j !== i))}>
            ✕
          </Button>
        </div>
      ))}
      <Button
        size="mini"
        onClick={() => {
          let n = rows.length + 1;
          while (rows.some((r) => r.key === `r${n}`)) n++;
          put([...rows, { key: `r${n}`, label: '' }]);
        }}
      >
        添加行
      </Button>
    </div>
  );
}

/** One condition: show this item when an earlier answer meets it (the engine's {key, op, value}). */
function ConditionEditor({
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
