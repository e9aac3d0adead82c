import type { ScoreBand } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import css from './QuestionEditor.module.css';

const TONES: { value: ScoreBand['tone']; label: string }[] = [
  { value: 'normal', label: '正常' },
  { value: 'attention', label: '关注' },
  { value: 'abnormal', label: '异常' },
  { value: 'severe', label: '严重（推送医生）' },
];

/** One score band: its bounds, name, result text, advice and tone. */
export function BandEditor({
  band,
  onChange,
  onRemove,
}: {
  band: ScoreBand;
  onChange: (b: ScoreBand) => void;
  onRemove: () => void;
}) {
  const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? 0 : Number(v));
  return (
    <div className={css.item} data-testid="editor-band">
      <div className={css.grid}>
        <input
          className={css.input}
          inputMode="decimal"
          aria-label="分段下限"
          value={band.min}
          onChange={(e) => onChange({ ...band, min: num(e.target.value) })}
        />
        <input
          className={css.input}
          inputMode="decimal"
          aria-label="分段上限"
          value={band.max}
          onChange={(e) => onChange({ ...band, max: num(e.target.value) })}
        />
        <input
          className={css.input}
          aria-label="分段名称"
          placeholder="名称，如 轻度"
          value={band.level}
          onChange={(e) => onChange({ ...band, level: e.target.value })}
        />
      </div>
      <input
        className={css.input}
        aria-label="结果说明"
        placeholder="结果说明"
        value={band.text}
        onChange={(e) => onChange({ ...band, text: e.target.value })}
      />
      <input
        className={css.input}
        aria-label="建议"
        placeholder="建议"
        value={band.advice}
        onChange={(e) => onChange({ ...band, advice: e.target.value })}
      />
      <div className={css.optionRow}>
        <select
          className={css.select}
          aria-label="提示级别"
          value={band.tone}
          onChange={(e) => onChange({ ...band, tone: e.target.value as ScoreBand['tone'] })}
        >
          {TONES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <Button size="mini" fill="none" color="danger" onClick={onRemove}>
          删除分段
        </Button>
      </div>
    </div>
  );
}
