import { Button, Switch } from 'antd-mobile';
import health from '../../ui/HealthScreen.module.css';
import { BandEditor } from './BandEditor.tsx';
import { type EditorState, scoreRange } from './editor-model.ts';
import css from './QuestionEditor.module.css';

/** The scoring card of the editor: whether the questionnaire is scored, and its score bands. */
export function ScoringEditor({
  state,
  onChange,
}: {
  state: EditorState;
  onChange: (s: EditorState) => void;
}) {
  const range = scoreRange(state);
  return (
    <section className={health.card} aria-label="评分">
      <div className={css.line}>
        <strong>计分</strong>
        <Switch
          checked={state.scored}
          onChange={(v) =>
            onChange({
              ...state,
              scored: v,
              bands: state.bands.length
                ? state.bands
                : [{ min: range.min, max: range.max, level: '', text: '', advice: '', tone: 'normal' }],
            })
          }
        />
      </div>
      {state.scored && (
        <>
          <p className={css.note}>
            总分为各题所选选项的分值之和，范围 {range.min}–{range.max} 分；分段不能重叠。
          </p>
          {state.bands.map((b, bi) => (
            <BandEditor
              key={`band-${bi.toString()}`}
              band={b}
              onChange={(next) =>
                onChange({ ...state, bands: state.bands.map((x, j) => (j === bi ? next : x)) })
              }
              onRemove={() => onChange({ ...state, bands: state.bands.filter((_, j) => j !== bi) })}
            />
          ))}
          <Button
            size="small"
            onClick={() => {
              const top = Math.max(range.min - 1, ...state.bands.map((b) => b.max));
              onChange({
                ...state,
                bands: [
                  ...state.bands,
                  {
                    min: top + 1,
                    max: Math.max(top + 1, range.max),
                    level: '',
                    text: '',
                    advice: '',
                    tone: 'attention',
                  },
                ],
              });
            }}
          >
            添加分段
          </Button>
        </>
      )}
    </section>
  );
}
