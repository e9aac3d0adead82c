import type { FormItem } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import css from './QuestionEditor.module.css';

/** The rows of a matrix item. */
export function RowsEditor({ item, onChange }: { item: FormItem; onChange: (i: FormItem) => void }) {
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
