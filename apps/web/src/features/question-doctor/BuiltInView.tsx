import { type QuestionnaireDefinition, scoreAnswers } from '@kanghu/shared';
import { Button, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import health from '../../ui/HealthScreen.module.css';
import { QuestionForm } from '../questionnaire/QuestionForm.tsx';
import { editPath } from './paths.ts';
import css from './QuestionEditor.module.css';

/** A built-in scale: read-only (复制后编辑), with a preview that only shows the score. */
export function BuiltInView({ definition, id }: { definition: QuestionnaireDefinition; id: number }) {
  const navigate = useNavigate();
  return (
    <>
      <section className={health.card}>
        <h2 className={health.cardTitle}>{definition.name}</h2>
        <p className={css.note}>内置量表按已发表的条目与评分使用，不能修改；如需调整，请复制后编辑。</p>
        {definition.source && <p className={css.note}>来源：{definition.source}</p>}
        <div className={health.actions}>
          <Button color="primary" onClick={() => navigate(editPath({ copy: id }))}>
            复制后编辑
          </Button>
        </div>
      </section>
      <section className={health.card}>
        <p className={css.note}>以下为预览，提交只显示得分，不会保存。</p>
      </section>
      <QuestionForm
        definition={definition}
        onSubmit={(answers) => {
          const r = scoreAnswers(definition, answers);
          Toast.show({
            content: r ? `得分 ${r.total} / ${r.max}${r.band ? ` · ${r.band.level}` : ''}` : '校验通过',
          });
        }}
      />
    </>
  );
}
