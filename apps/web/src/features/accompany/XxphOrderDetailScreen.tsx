import { type AccompanyOrderView, dateTimeText, MSG } from '@kanghu/shared';
import { Button, ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useImageUpload } from '../doctor-profile/image-upload.ts';
import { idParam } from '../inquiry/paths.ts';
import css from './Accompany.module.css';
import { OrderLines, OrderStateTag } from './OrderParts.tsx';
import { XXPH_PATHS } from './paths.ts';
import { useAccompanyOrder, useAddOrderPhotos, useOrderState, useReceiveOrder } from './queries.ts';

const MAX_PHOTOS = 9;

/** /app/xxph/doctor/order/detail?id=: one accompany order; the receiving servicer serves it and adds photos. */
export default function XxphOrderDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <main className={styles.page}>
      <PageBar title="订单详情" fallback={XXPH_PATHS.orders} />
      {id === null ? <ErrorState message={MSG.notFound} /> : <Detail id={id} />}
    </main>
  );
}

function Detail({ id }: { id: number }) {
  const order = useAccompanyOrder(id);
  if (order.isPending) return <LoadingState />;
  if (order.isError)
    return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const times: Array<[string, string | null]> = [
    ['下单时间', o.createdAt],
    ['接单时间', o.receivedAt],
    [o.state === 'cancelled' ? '取消时间' : '完成时间', o.finishedAt],
  ];
  return (
    <>
      <section className={styles.card} aria-label="订单信息">
        <div className={styles.cardTitle}>
          <span>{o.patientName}</span>
          <OrderStateTag order={o} />
        </div>
        <OrderLines order={o} />
        {times.map(([label, at]) =>
          at ? (
            <div key={label} className={css.line}>
              {label}：{dateTimeText(at)}
            </div>
          ) : null,
        )}
      </section>
      <Photos order={o} />
      <Moves order={o} />
    </>
  );
}

function Photos({ order: o }: { order: AccompanyOrderView }) {
  const { ui } = useApp();
  const { uploadImage, uploading } = useImageUpload('accompany');
  const add = useAddOrderPhotos();
  const [items, setItems] = useState<ImageUploadItem[]>([]);
  const canAdd = o.receivedByMe && o.state !== 'cancelled' && o.photos.length < MAX_PHOTOS;
  if (!canAdd && o.photos.length === 0) return null;
  const save = () =>
    add.mutate(
      { id: o.id, photos: items.map((i, n) => ({ url: i.url, name: `陪诊照片${o.photos.length + n + 1}` })) },
      {
        onSuccess: () => {
          setItems([]);
          ui.toast('照片已上传');
        },
      },
    );
  return (
    <section className={styles.card} aria-label="陪诊照片">
      <div className={styles.cardTitle}>陪诊照片</div>
      {o.photos.length > 0 && (
        <div className={css.photos}>
          {o.photos.map((p) => (
            <img key={p.url} className={css.photo} src={p.url} alt={p.name} />
          ))}
        </div>
      )}
      {canAdd && (
        <>
          <ImageUploader
            value={items}
            onChange={setItems}
            upload={uploadImage}
            maxCount={MAX_PHOTOS - o.photos.length}
            style={{ marginTop: '0.16rem' }}
          />
          {items.length > 0 && (
            <Button block color="primary" shape="rounded" loading={add.isPending || uploading} onClick={save}>
              保存照片
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function Moves({ order: o }: { order: AccompanyOrderView }) {
  const { ui } = useApp();
  const receive = useReceiveOrder();
  const move = useOrderState();
  const busy = receive.isPending || move.isPending;
  const to = async (state: 'serving' | 'completed' | 'cancelled', question: string, done: string) => {
    if (await ui.confirm(question)) move.mutate({ id: o.id, state }, { onSuccess: () => ui.toast(done) });
  };
  return (
    <div className={styles.actions}>
      {o.state === 'created' && (
        <Button
          color="primary"
          shape="rounded"
          loading={busy}
          onClick={() => receive.mutate(o.id, { onSuccess: () => ui.toast('接单成功') })}
        >
          接单
        </Button>
      )}
      {o.receivedByMe && o.state === 'received' && (
        <>
          <Button
            fill="outline"
            color="danger"
            shape="rounded"
            disabled={busy}
            onClick={() => void to('cancelled', '确定取消该订单吗？', '订单已取消')}
          >
            取消订单
          </Button>
          <Button
            color="primary"
            shape="rounded"
            loading={busy}
            onClick={() => void to('serving', '确认已与患者会合，开始陪诊？', '已开始陪诊')}
          >
            开始陪诊
          </Button>
        </>
      )}
      {o.receivedByMe && o.state === 'serving' && (
        <Button
          color="primary"
          shape="rounded"
          loading={busy}
          onClick={() => void to('completed', '确认陪诊已完成？', '陪诊已完成')}
        >
          完成陪诊
        </Button>
      )}
    </div>
  );
}
