import { ARTICLE_LIMITS, type ArticleWriteBody, type DoctorArticleView } from '@kanghu/shared';
import {
  Button,
  Form,
  ImageUploader,
  type ImageUploadItem,
  Input,
  Selector,
  Switch,
  TextArea,
} from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { fieldValueOf, parseFieldValue } from '../../ui/date-time-value.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useUploadFile } from '../account/queries.ts';
import css from './Articles.module.css';
import { BodyEditor } from './components/BodyEditor.tsx';
import { ARTICLE_PATHS, articleIdOf } from './paths.ts';
import { useArticleCategories, useMyArticle, useSaveArticle } from './queries.ts';

/** 写文章 (/health/doctor/article/write, ?id= edits one of the doctor's own). */
export default function ArticleWriteScreen() {
  const [search] = useSearchParams();
  const id = articleIdOf(undefined, search);
  const existing = useMyArticle(id);
  const categories = useArticleCategories();
  let content: React.ReactNode;
  if ((id > 0 && existing.isPending) || categories.isPending) content = <LoadingState />;
  else if (existing.isError)
    content = <ErrorState message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  else if (categories.isError)
    content = (
      <ErrorState message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
    );
  else
    content = (
      <WriteForm
        id={id}
        article={existing.data}
        categories={(categories.data ?? []).map((c) => ({ label: c.name, value: c.id }))}
      />
    );
  return (
    <main className={css.page}>
      <PageBar title={id > 0 ? '编辑文章' : '写文章'} fallback={ARTICLE_PATHS.doctorList} />
      {content}
    </main>
  );
}

interface Values {
  categoryId?: number[];
  title?: string;
  summary?: string;
  timed?: boolean;
  timing?: string;
}

function WriteForm({
  id,
  article,
  categories,
}: {
  id: number;
  article: DoctorArticleView | undefined;
  categories: { label: string; value: number }[];
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveArticle(id);
  const upload = useUploadFile('article');
  const [body, setBody] = useState(article?.body ?? '');
  const [cover, setCover] = useState<ImageUploadItem[]>(article?.cover ? [{ url: article.cover }] : []);
  const [timed, setTimed] = useState(Boolean(article?.timingShowTime && article.status === 'scheduled'));

  const uploadCover = async (file: File): Promise<ImageUploadItem> => {
    const stored = await upload.mutateAsync(file);
    return { url: stored.url };
  };

  const submit = async (action: ArticleWriteBody['action']) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const text = body.replace(/<[^>]*>/g, '').trim();
    if (!text && !/<img\b/i.test(body)) {
      void ui.alert('请输入正文', '系统提示');
      return;
    }
    const timing = timed ? parseFieldValue('datetime', values.timing) : null;
    if (timed && !timing) {
      void ui.alert('请选择定时发布时间', '系统提示');
      return;
    }
    const payload: ArticleWriteBody = {
      categoryId: values.categoryId?.[0] ?? 0,
      title: values.title ?? '',
      summary: values.summary || undefined,
      cover: cover[0]?.url ?? null,
      body,
      action,
      timingShowTime: timing ? timing.toISOString() : null,
    };
    save.mutate(payload, {
      onSuccess: (saved) => {
        const done = { draft: '草稿已保存', scheduled: '已设置定时发布', published: '发布成功' } as const;
        ui.toast(done[saved.status]);
        void navigate(ARTICLE_PATHS.doctorList, { replace: true });
      },
    });
  };

  return (
    <>
      <Form
        form={form}
        className={css.form}
        layout="vertical"
        initialValues={{
          categoryId: article ? [article.categoryId] : categories[0] ? [categories[0].value] : [],
          title: article?.title ?? '',
          summary: article?.summary ?? '',
          timing: article?.timingShowTime
            ? fieldValueOf('datetime', new Date(article.timingShowTime))
            : undefined,
        }}
      >
        <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Selector options={categories} aria-label="分类" />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入标题' }]}>
          <Input placeholder="请输入标题" maxLength={ARTICLE_LIMITS.titleMax} aria-label="标题" />
        </Form.Item>
        <Form.Item name="summary" label="摘要（选填，不填时取正文开头）">
          <TextArea
            placeholder="请输入摘要"
            maxLength={ARTICLE_LIMITS.summaryMax}
            rows={2}
            aria-label="摘要"
          />
        </Form.Item>
        <Form.Item label="封面">
          <ImageUploader
            value={cover}
            onChange={setCover}
            upload={uploadCover}
            maxCount={1}
            accept="image/*"
          />
        </Form.Item>
        <Form.Item label="定时发布">
          <Switch checked={timed} onChange={setTimed} aria-label="定时发布" />
        </Form.Item>
        {timed && (
          <Form.Item name="timing" label="发布时间">
            <DateTimeField
              precision="datetime"
              aria-label="发布时间"
              min={new Date()}
              placeholder="请选择发布时间"
            />
          </Form.Item>
        )}
      </Form>
      <BodyEditor initial={article?.body ?? ''} onChange={setBody} />
      <div className={css.footer}>
        <Button loading={save.isPending} onClick={() => void submit('draft')}>
          保存草稿
        </Button>
        <Button color="primary" loading={save.isPending} onClick={() => void submit('publish')}>
          {timed ? '定时发布' : '发布'}
        </Button>
      </div>
    </>
  );
}
