import { POST_MAX_IMAGES, POST_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '@kanghu/shared';
import { Button, Form, ImageUploader, type ImageUploadItem, Input, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { useUploadFile } from '../account/queries.ts';
import styles from './Circle.module.css';
import { CIRCLE_PATHS, idOf, postPath } from './paths.ts';
import { useCircles, useCreatePost } from './queries.ts';

type Mode = 'question' | 'story' | 'answer';

function modeOf(pathname: string): Mode {
  if (pathname.includes('/post/story/')) return 'story';
  return pathname.includes('/answer/question/') ? 'answer' : 'question';
}

const TITLES: Record<Mode, string> = { question: '提问', story: '分享病友故事', answer: '写回答' };

/**
 * /education/circle/post/question/:id and post/story/:id (id: the circle), answer/question/:id/:circleIdList
 * (id: the question). Images go through the upload call; the post waits for audit when the project pre-moderates.
 */
export default function PostFormScreen() {
  const { pathname } = useLocation();
  const params = useParams();
  const mode = modeOf(pathname);
  const id = idOf(params.id);
  const preset = (params.circleIdList ?? String(id ?? ''))
    .split(',')
    .map(idOf)
    .filter((n): n is number => n !== null);
  const navigate = useNavigate();
  const { ui } = useApp();
  const circles = useCircles();
  const upload = useUploadFile('circle');
  const create = useCreatePost();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [chosen, setChosen] = useState<number[]>(mode === 'answer' ? preset : preset.slice(0, 1));
  const [images, setImages] = useState<ImageUploadItem[]>([]);

  const submit = () => {
    if (mode !== 'answer' && !title.trim()) return ui.toast('请输入标题');
    if (!content.trim()) return ui.toast('请输入内容');
    if (chosen.length === 0) return ui.toast('请选择圈子');
    create.mutate(
      {
        type: mode,
        title: mode === 'answer' ? undefined : title,
        content,
        circleIdList: chosen,
        imageList: images.map((i) => i.url),
        questionId: mode === 'answer' ? (id ?? undefined) : undefined,
      },
      {
        onSuccess: (p) => {
          ui.toast(p.passed ? '发布成功' : '已提交，审核通过后其他人可见');
          navigate(mode === 'answer' && id ? CIRCLE_PATHS.question(id) : postPath(p), { replace: true });
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <PageBar title={TITLES[mode]} fallback={CIRCLE_PATHS.find} />
      <Form layout="vertical" className={styles.form}>
        {mode !== 'answer' && (
          <Form.Item label="标题">
            <Input
              aria-label="标题"
              placeholder={mode === 'story' ? '给你的故事起个标题' : '一句话描述你的问题'}
              value={title}
              onChange={setTitle}
              maxLength={POST_TITLE_MAX_LENGTH}
            />
          </Form.Item>
        )}
        <Form.Item label={mode === 'answer' ? '回答' : '内容'}>
          <TextArea
            aria-label="内容"
            placeholder={mode === 'answer' ? '分享你的经验或建议' : '详细描述一下'}
            value={content}
            onChange={setContent}
            autoSize={{ minRows: 5, maxRows: 12 }}
            maxLength={POST_MAX_LENGTH}
            showCount
          />
        </Form.Item>
        {mode !== 'answer' && (
          <>
            <Form.Item label="图片">
              <ImageUploader
                value={images}
                onChange={setImages}
                maxCount={POST_MAX_IMAGES}
                upload={async (file) => ({ url: (await upload.mutateAsync(file)).url })}
              />
            </Form.Item>
            <Form.Item label="发布到圈子">
              <Selector
                multiple
                value={chosen}
                onChange={setChosen}
                options={(circles.data ?? []).map((c) => ({ label: c.name, value: c.id }))}
              />
            </Form.Item>
          </>
        )}
        <p className={styles.weak}>
          新注册用户参与互动（有内容通过审核）后才能发布链接和图片；内容经审核后对其他用户可见。
        </p>
        <Button block color="primary" loading={create.isPending} onClick={submit}>
          发布
        </Button>
      </Form>
    </main>
  );
}
