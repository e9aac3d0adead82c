import type { InquiryOrderView } from '@kanghu/shared';
import { Button, Image, ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useUploadFile } from '../account/queries.ts';
import styles from './Consult.module.css';
import { INQUIRY_PATHS, idParam, orderDetailPath } from './paths.ts';
import { useAddOrderImages, useInquiryOrder } from './queries.ts';

const MAX_IMAGES = 9;
/** States in which the patient may still add photos (server: inquiry-extras). */
const OPEN_STATES = new Set(['paid', 'accepted', 'in_progress']);

/** /health/patient/inquiry/photo?id=: add photos (uploaded through the upload API) to an inquiry. */
export default function PhotoScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const order = useInquiryOrder(id);
  let body: React.ReactNode;
  if (id === null) body = <EmptyState title="订单不存在" />;
  else if (order.isPending) body = <LoadingState />;
  else if (order.isError)
    body = <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  else body = <Photos order={order.data} />;
  return (
    <main className={styles.page}>
      <PageBar title="补充病情照片" fallback={id ? orderDetailPath(id) : INQUIRY_PATHS.orderList} />
      {body}
    </main>
  );
}

function Photos({ order }: { order: InquiryOrderView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [items, setItems] = useState<ImageUploadItem[]>([]);
  const upload = useUploadFile('inquiry');
  const save = useAddOrderImages();
  const room = MAX_IMAGES - order.imageList.length;
  const open = OPEN_STATES.has(order.state);
  const submit = () => {
    if (items.length === 0) {
      void ui.alert('请上传图片', '系统提示');
      return;
    }
    save.mutate(
      { id: order.id, imageList: items.map((i) => i.url) },
      {
        onSuccess: () => {
          ui.toast('照片已提交');
          navigate(orderDetailPath(order.id), { replace: true });
        },
      },
    );
  };
  return (
    <>
      <section className={styles.card} aria-label="已上传的照片">
        <h2 className={styles.title}>
          已上传{' '}
          <span className={styles.weak}>
            （{order.imageList.length}/{MAX_IMAGES}）
          </span>
        </h2>
        {order.imageList.length === 0 ? (
          <p className={styles.weak}>还没有病情照片</p>
        ) : (
          <div className={styles.images}>
            {order.imageList.map((src, i) => (
              <Image key={src} src={src} alt={`病情照片${i + 1}`} fit="cover" />
            ))}
          </div>
        )}
      </section>
      <section className={`${styles.card} ${styles.form}`} aria-label="补充照片">
        {!open ? (
          <EmptyState title={`订单${order.stateText}，不能再补充照片`} />
        ) : room <= 0 ? (
          <EmptyState title={`最多上传${MAX_IMAGES}张图片`} />
        ) : (
          <>
            <h2 className={styles.title}>
              补充照片 <span className={styles.weak}>（还可上传{room}张，如检查单、患处照片）</span>
            </h2>
            <ImageUploader
              value={items}
              onChange={setItems}
              upload={async (file) => ({ url: (await upload.mutateAsync(file)).url })}
              maxCount={room}
              accept="image/*"
            />
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              style={{ marginTop: '0.32rem' }}
              loading={save.isPending}
              disabled={upload.isPending}
              onClick={submit}
            >
              提交照片
            </Button>
          </>
        )}
      </section>
    </>
  );
}
