import type { QuestionnaireDefinition, QuestionSummary } from '@kanghu/shared';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useDraft, useQuestionDetail } from '../questionnaire/queries.ts';
import { useSjtuStudy } from './queries.ts';

type Draft = NonNullable<ReturnType<typeof useDraft>['data']>;

/** What the study screens read: the study, its definition and the patient's saved draft (or null). */
export interface LoadedStudy {
  study: QuestionSummary;
  definition: QuestionnaireDefinition;
  draft: Draft | null;
}

/** Loads the patient's sjtu study, its definition and draft; renders the loading, empty and error states. */
export function StudyLoader({
  patientId,
  children,
}: {
  patientId: number;
  children: (loaded: LoadedStudy) => ReactNode;
}) {
  const list = useSjtuStudy(patientId);
  const id = list.study?.id ?? 0;
  const detail = useQuestionDetail(id);
  const draft = useDraft(patientId, id);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.study) return <EmptyState title="本项目暂未开放研究问卷" />;
  if (detail.isPending || draft.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (draft.isError)
    return <ErrorState message={errorMessage(draft.error)} onRetry={() => void draft.refetch()} />;
  return children({ study: list.study, definition: detail.data.definition, draft: draft.data ?? null });
}
