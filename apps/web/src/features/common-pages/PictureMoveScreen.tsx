import { Button, ImageViewer, Swiper, type SwiperRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ARTICLE_PATHS } from '../articles/paths.ts';
import { useArticle, useMaterial } from '../articles/queries.ts';
import css from './CommonPages.module.css';
import { pictureSources } from './paths.ts';

const idParam = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/**
 * The pictures of a publicity material (?materialId) or an article (?articleId), full screen:
 * swipe between them with an N/M indicator, tap one to zoom (pinch and double tap in the viewer).
 * Open like the material's share page: only published, public pictures are shown.
 */
export default function PictureMoveScreen() {
  const [params] = useSearchParams();
  const materialId = idParam(params.get('materialId'));
  const articleId = materialId ? 0 : idParam(params.get('articleId'));
  const material = useMaterial(materialId);
  const article = useArticle(articleId);
  const query = materialId ? material : article;
  const title = query.data?.title ?? '图片浏览';
  let content: React.ReactNode;
  if (!materialId && !articleId) content = <EmptyState title="未指定要浏览的图文资料" />;
  else if (query.isPending) content = <LoadingState />;
  else if (query.isError)
    content = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else {
    const pictures = pictureSources(query.data.body, query.data.cover);
    const start = Math.min(idParam(params.get('index')), Math.max(pictures.length - 1, 0));
    content =
      pictures.length === 0 ? (
        <EmptyState title="该资料暂无图片" />
      ) : (
        <Pictures pictures={pictures} start={start} title={title} />
      );
  }
  return (
    <main className={css.viewer}>
      <PageBar title={title} fallback={ARTICLE_PATHS.pictureList} />
      {content}
    </main>
  );
}

function Pictures({ pictures, start, title }: { pictures: string[]; start: number; title: string }) {
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const swiper = useRef<SwiperRef>(null);
  return (
    <>
      <Swiper
        ref={swiper}
        className={css.swiper}
        defaultIndex={start}
        onIndexChange={setIndex}
        indicator={(total, current) => (
          <div className={css.indicator} data-testid="picture-index" aria-live="polite">
            {current + 1}/{total}
          </div>
        )}
      >
        {pictures.map((src, i) => (
          <Swiper.Item key={src}>
            <button type="button" className={css.slide} onClick={() => setZoomed(true)}>
              <img src={src} alt={`${title} 第${i + 1}幅`} className={css.picture} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <div className={css.steps}>
        <Button
          size="small"
          fill="outline"
          disabled={index === 0}
          onClick={() => swiper.current?.swipePrev()}
        >
          上一张
        </Button>
        <Button
          size="small"
          fill="outline"
          disabled={index === pictures.length - 1}
          onClick={() => swiper.current?.swipeNext()}
        >
          下一张
        </Button>
      </div>
      <p className={css.hint}>左右滑动切换，点击图片可放大（双指缩放）</p>
      {/* Mounted on opening, so it starts on the picture shown; its swipes move the page's too. */}
      {zoomed && (
        <ImageViewer.Multi
          images={pictures}
          visible
          defaultIndex={index}
          onIndexChange={(i) => swiper.current?.swipeTo(i)}
          onClose={() => setZoomed(false)}
          renderFooter={(_, i) => (
            <div className={css.zoomIndex}>
              {i + 1}/{pictures.length}
            </div>
          )}
        />
      )}
    </>
  );
}
