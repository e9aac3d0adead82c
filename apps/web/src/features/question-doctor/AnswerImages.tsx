import { QUESTION_LINK_FILE_PREFIX } from '@kanghu/shared';
import { questionnaire } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApp } from '../../app/app-context.ts';
import css from './QuestionDoctor.module.css';

/**
 * The images of an image item. Images a no-login form uploaded are read through the session
 * (GET /api/question/link/file/:name answers only the record's readers), as object URLs.
 */
export function AnswerImages({ urls }: { urls: string[] }) {
  return (
    <div className={css.images}>
      {urls.map((u) =>
        u.startsWith(QUESTION_LINK_FILE_PREFIX) ? (
          <LinkImage key={u} name={u.slice(QUESTION_LINK_FILE_PREFIX.length)} />
        ) : (
          <img key={u} src={u} alt="上传的图片" className={css.image} />
        ),
      )}
    </div>
  );
}

function LinkImage({ name }: { name: string }) {
  const { api, projectKey } = useApp();
  const file = useQuery({
    queryKey: ['question-doctor', projectKey, 'link-file', name] as const,
    queryFn: async () =>
      URL.createObjectURL((await api.download(questionnaire.linkFile, { params: { name } })).blob),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => () => (file.data ? URL.revokeObjectURL(file.data) : undefined), [file.data]);
  if (file.isError) return <span className={css.note}>图片无法读取</span>;
  if (!file.data) return <span className={css.note}>图片加载中…</span>;
  return <img src={file.data} alt="上传的图片" className={css.image} data-testid="answer-image" />;
}
