import { definitionProblem, ITEM_TYPE, type ScoreResult, scoreAnswers } from '@kanghu/shared';
import { Button, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import health from '../../ui/HealthScreen.module.css';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { QuestionForm } from '../questionnaire/QuestionForm.tsx';
import { useQuestionDetail } from '../questionnaire/queries.ts';
import { BuiltInView } from './BuiltInView.tsx';
import { TextField } from './EditorFields.tsx';
import {
  bodyOf,
  type EditorState,
  earlierItems,
  emptyState,
  move,
  newItem,
  nextKey,
  previewOf,
  removeItem,
  stateOf,
  withType,
} from './editor-model.ts';
import { ItemEditor } from './ItemEditor.tsx';
import { managePath } from './paths.ts';
import css from './QuestionEditor.module.css';
import { useDefinitions, useSaveDefinition } from './queries.ts';
import { ScoringEditor } from './ScoringEditor.tsx';

/**
 * The questionnaire editor (?typeValue=1&edit=new|id, &copy=id): a structured editor of the
 * engine's definition with the same consistency checks the server runs, and a preview with the
 * real renderer. Built-in scales open read-only with 复制后编辑.
 */
export function DefinitionEditorView({ editId, copyId }: { editId: number; copyId: number }) {
  const sourceId = editId > 0 ? editId : copyId;
  const detail = useQuestionDetail(sourceId);
  const defs = useDefinitions();
  if (sourceId === 0) return <Editor key="new" id={0} initial={emptyState()} />;
  if (detail.isPending || defs.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (defs.isError)
    return <ErrorState message={errorMessage(defs.error)} onRetry={() => void defs.refetch()} />;
  const meta = defs.data.find((d) => d.id === sourceId);
  if (editId > 0 && meta?.builtIn) return <BuiltInView definition={detail.data.definition} id={editId} />;
  return (
    <Editor
      key={`${editId}-${copyId}`}
      id={editId}
      initial={stateOf(detail.data.definition, copyId > 0)}
      answered={editId > 0 ? (meta?.records ?? 0) : 0}
      version={editId > 0 ? (meta?.version ?? 1) : 1}
    />
  );
}

function Editor({
  id,
  initial,
  answered = 0,
  version = 1,
}: {
  id: number;
  initial: EditorState;
  answered?: number;
  version?: number;
}) {
  const navigate = useNavigate();
  const save = useSaveDefinition();
  const [s, setS] = useState(initial);
  const [preview, setPreview] = useState(false);
  const [score, setScore] = useState<ScoreResult | 'none' | null>(null);
  const problem = useMemo(() => {
    if (!s.name.trim()) return '请填写问卷名称';
    return definitionProblem(previewOf(s));
  }, [s]);
  let n = 0;

  const putItems = (
    si: number,
    f: (items: EditorState['sections'][number]['items']) => EditorState['sections'][number]['items'],
  ) =>
    setS((x) => ({
      ...x,
      sections: x.sections.map((sec, j) => (j === si ? { ...sec, items: f(sec.items) } : sec)),
    }));

  const onSave = () =>
    save.mutate(
      { id, body: bodyOf(s) },
      {
        onSuccess: (r) => {
          Toast.show({
            content: r.newVersion ? `已保存为第${r.version}版（已填写的记录保留原版本）` : '已保存',
          });
          navigate(managePath(), { replace: true });
        },
      },
    );

  return (
    <>
      <section className={health.card} aria-label="基本信息">
        <h2 className={health.cardTitle}>{id > 0 ? `编辑问卷 · 第${version}版` : '新建问卷'}</h2>
        {answered > 0 && (
          <p className={css.note}>已有{answered}份填写记录：保存后生成新版本，已填写的记录仍按原版本查看。</p>
        )}
        <TextField
          label="问卷名称"
          placeholder="问卷名称"
          value={s.name}
          onChange={(name) => setS({ ...s, name })}
        />
        <TextField
          label="分组"
          placeholder="分组（默认：自定义问卷）"
          value={s.group}
          onChange={(group) => setS({ ...s, group })}
        />
        <textarea
          className={css.input}
          aria-label="问卷说明"
          placeholder="问卷说明（填写前显示）"
          rows={2}
          value={s.intro}
          onChange={(e) => setS({ ...s, intro: e.target.value })}
        />
        <TextField
          label="来源"
          placeholder="来源（引用的量表或指南，可不填）"
          value={s.source}
          onChange={(source) => setS({ ...s, source })}
        />
      </section>
      {s.sections.map((sec, si) => (
        <section key={`sec-${si.toString()}`} className={health.card} aria-label={`分组${si + 1}`}>
          <div className={css.itemHead}>
            <TextField
              label={`分组${si + 1}标题`}
              placeholder={`分组${si + 1}标题（可不填）`}
              value={sec.title}
              onChange={(title) =>
                setS({ ...s, sections: s.sections.map((x, j) => (j === si ? { ...x, title } : x)) })
              }
            />
            {s.sections.length > 1 && sec.items.length === 0 && (
              <Button
                size="mini"
                fill="none"
                onClick={() => setS({ ...s, sections: s.sections.filter((_, j) => j !== si) })}
              >
                删除分组
              </Button>
            )}
          </div>
          {sec.items.map((item, ii) => {
            n++;
            return (
              <ItemEditor
                key={item.key}
                index={n}
                item={item}
                earlier={earlierItems(s, item.key)}
                onChange={(next) => putItems(si, (items) => items.map((x, j) => (j === ii ? next : x)))}
                onType={(t) => putItems(si, (items) => items.map((x, j) => (j === ii ? withType(x, t) : x)))}
                onMove={(by) => putItems(si, (items) => move(items, ii, by))}
                onRemove={() => setS((x) => removeItem(x, item.key))}
              />
            );
          })}
          <Button
            block
            size="small"
            onClick={() => putItems(si, (items) => [...items, newItem(nextKey(s), ITEM_TYPE.single)])}
          >
            添加题目
          </Button>
        </section>
      ))}
      <div className={health.actions}>
        <Button
          size="small"
          onClick={() => setS({ ...s, sections: [...s.sections, { title: '', items: [] }] })}
        >
          添加分组
        </Button>
      </div>
      <ScoringEditor state={s} onChange={setS} />
      {preview && (
        <section aria-label="预览">
          <section className={health.card}>
            <h2 className={health.cardTitle}>预览：{s.name || '未命名问卷'}</h2>
            <p className={css.note}>预览使用正式的问卷渲染与校验，提交不会保存。</p>
            {score && (
              <p className={css.result} data-testid="preview-score">
                {score === 'none'
                  ? '校验通过（本问卷不计分）'
                  : `得分 ${score.total} / ${score.max}${score.band ? ` · ${score.band.level}` : ''}`}
              </p>
            )}
          </section>
          <QuestionForm
            key={JSON.stringify(previewOf(s)).length}
            definition={previewOf(s)}
            onSubmit={(answers) => setScore(scoreAnswers(previewOf(s), answers) ?? 'none')}
          />
        </section>
      )}
      {problem && (
        <p className={css.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={health.actions}>
        <Button
          onClick={() => {
            setScore(null);
            setPreview(!preview);
          }}
          disabled={problem !== null}
        >
          {preview ? '收起预览' : '预览'}
        </Button>
        <Button color="primary" loading={save.isPending} disabled={problem !== null} onClick={onSave}>
          保存
        </Button>
      </div>
    </>
  );
}
