import { Selector } from 'antd-mobile';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useQuestions } from './queries.ts';

/** One of the project's active questionnaires (name, group, items, scored), for assigning. */
export function QuestionPicker({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const questions = useQuestions();
  if (questions.isPending) return <LoadingState />;
  if (questions.isError)
    return <ErrorState message={errorMessage(questions.error)} onRetry={() => void questions.refetch()} />;
  return (
    <Selector
      columns={1}
      value={value ? [value] : []}
      onChange={(v) => onChange(v[0] ?? 0)}
      options={questions.data.list.map((q) => ({
        label: q.name,
        value: q.id,
        description: `${q.group} · 共${q.itemCount}题${q.scored ? ' · 计分' : ''}`,
      }))}
    />
  );
}
