import { type FormItem, ITEM_TYPE, ITEM_TYPE_NAMES, isDisplayType, needsOptions } from '@kanghu/shared';
import { Button, Switch } from 'antd-mobile';
import { ConditionEditor } from './ConditionEditor.tsx';
import { NumberField, OptionField, TextField } from './EditorFields.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import css from './QuestionEditor.module.css';
import { RowsEditor } from './RowsEditor.tsx';

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

const TYPE_OPTIONS = Object.entries(ITEM_TYPE_NAMES).map(([v, label]) => ({ value: Number(v), label }));

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
        <OptionField label={`第${index}题题型`} value={item.type} options={TYPE_OPTIONS} onChange={onType} />
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
        <TextField
          label={`第${index}题内容`}
          placeholder={display ? '说明文字' : '题目内容'}
          value={item.content}
          onChange={(content) => onChange({ ...item, content })}
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
          <NumberField
            label="最小值"
            placeholder="最小值"
            value={item.min}
            onChange={(v) => onChange(set(item, 'min', v))}
          />
          <NumberField
            label="最大值"
            placeholder="最大值"
            value={item.max}
            onChange={(v) => onChange(set(item, 'max', v))}
          />
          {item.type === ITEM_TYPE.number ? (
            <TextField
              label="单位"
              placeholder="单位"
              value={item.unit ?? ''}
              onChange={(v) => onChange(set(item, 'unit', v))}
            />
          ) : (
            <>
              <TextField
                label="最小端文字"
                placeholder="最小端文字"
                value={item.minLabel ?? ''}
                onChange={(v) => onChange(set(item, 'minLabel', v))}
              />
              <TextField
                label="最大端文字"
                placeholder="最大端文字"
                value={item.maxLabel ?? ''}
                onChange={(v) => onChange(set(item, 'maxLabel', v))}
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
