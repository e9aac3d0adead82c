import type { ScoreBand } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { NumberField, OptionField, TextField } from './EditorFields.tsx';
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
  return (
    <div className={css.item} data-testid="editor-band">
      <div className={css.grid}>
        <NumberField label="分段下限" value={band.min} onChange={(v) => onChange({ ...band, min: v ?? 0 })} />
        <NumberField label="分段上限" value={band.max} onChange={(v) => onChange({ ...band, max: v ?? 0 })} />
        <TextField
          label="分段名称"
          placeholder="名称，如 轻度"
          value={band.level}
          onChange={(level) => onChange({ ...band, level })}
        />
      </div>
      <TextField
        label="结果说明"
        placeholder="结果说明"
        value={band.text}
        onChange={(text) => onChange({ ...band, text })}
      />
      <TextField
        label="建议"
        placeholder="建议"
        value={band.advice}
        onChange={(advice) => onChange({ ...band, advice })}
      />
      <div className={css.optionRow}>
        <OptionField
          label="提示级别"
          value={band.tone}
          options={TONES}
          onChange={(tone) => onChange({ ...band, tone })}
        />
        <Button size="mini" fill="none" color="danger" onClick={onRemove}>
          删除分段
        </Button>
      </div>
    </div>
  );
}
