import { Button, Form, TextArea } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idcardListOf, RecipientFields } from '../ai-patient/RecipientFields.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import type { AiDistrict } from '../ai-platform/context.ts';
import { YZH_LOCAL_PATHS } from '../yzh-local/paths.ts';
import { ResidentGate } from '../yzh-local/ResidentGate.tsx';
import { AI_ARTICLE_PATHS } from './paths.ts';
import { useAiArticle, usePushArticle } from './queries.ts';
import { ArticleBody, ResidentArticle } from './ResidentArticle.tsx';

/** Message type 健康指导 of the intervention messages (INTERVENTION_MESSAGE_TYPES). */
const GUIDANCE = 1;

/**
 * /app/ai/weight/detail?id (文章详情): a published article of the project with this district's
 * pushes, and the push to residents (an intervention message carrying the article). A resident
 * (customer) opening it from a pushed message (`&shareId=` the push) reads the article of their
 * district instead (ResidentArticle.tsx): no push figures, and reading marks the push read.
 */
export default function WeightArticleDetailScreen() {
  const [params] = useSearchParams();
  const session = useSession();
  const id = Number(params.get('id') ?? 0);
  const shareId = Number(params.get('shareId') ?? 0);
  const customer = session.data?.user.userType === 'customer';
  return (
    <main className={styles.page}>
      <PageBar title="文章详情" fallback={customer ? YZH_LOCAL_PATHS.timeline : AI_ARTICLE_PATHS.list} />
      {session.signedIn && session.isPending ? (
        <LoadingState />
      ) : customer ? (
        <ResidentGate>
          {(d) => <ResidentArticle localAreaCode={d.localAreaCode} id={id} shareId={shareId} />}
        </ResidentGate>
      ) : (
        <AiDistrictGate>
          {(d) => (id > 0 ? <Detail district={d} id={id} /> : <EmptyState title="请从文章列表选择文章" />)}
        </AiDistrictGate>
      )}
    </main>
  );
}

function Detail({ district, id }: { district: AiDistrict; id: number }) {
  const article = useAiArticle(district.localAreaCode, id);
  if (article.isPending) return <LoadingState />;
  if (article.isError)
    return <ErrorState message={errorMessage(article.error)} onRetry={() => void article.refetch()} />;
  const a = article.data;
  return (
    <>
      <p className={styles.hint}>
        本区域已推送 {a.pushCount} 次，覆盖 {a.reachedCount} 位居民
      </p>
      <PushForm district={district} id={a.id} title={a.title} />
      <ArticleBody article={a} />
    </>
  );
}

interface Values {
  message: string;
  isAllSend: boolean;
  idcards: string;
}

function PushForm({ district, id, title }: { district: AiDistrict; id: number; title: string }) {
  const { ui } = useApp();
  const push = usePushArticle(district.localAreaCode);
  const [form] = Form.useForm<Values>();
  const all = Form.useWatch('isAllSend', form);
  const onFinish = (v: Values) => {
    const idcardList = idcardListOf(v);
    push.mutate(
      { message: v.message, messageType: GUIDANCE, idcardList, isAllSend: v.isAllSend, articleId: id },
      {
        onSuccess: (r) => {
          ui.toast(`已推送给 ${r.recipientCount} 位居民`);
          form.setFieldValue('idcards', '');
        },
        onError: (e) => ui.toast(errorMessage(e)),
      },
    );
  };
  return (
    <Form
      form={form}
      initialValues={{ message: `推荐您阅读：${title}`, isAllSend: false, idcards: '' }}
      onFinish={onFinish}
      footer={
        <Button block type="submit" color="primary" loading={push.isPending}>
          推送给居民
        </Button>
      }
    >
      <Form.Item name="message" label="推送语" rules={[{ required: true, message: '请输入消息内容' }]}>
        <TextArea maxLength={500} rows={2} />
      </Form.Item>
      <RecipientFields all={Boolean(all)} help="每行一个，最多500人；居民将在消息中心收到文章" />
    </Form>
  );
}
