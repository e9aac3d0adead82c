import type { ArticleDetail } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../../app/app-context.ts';
import css from '../Articles.module.css';
import { useArticleMarks, useMarkArticle } from '../queries.ts';

/** 点赞 and 收藏 of a signed-in reader, with the counts as they change. */
export function ArticleActions({ article }: { article: ArticleDetail }) {
  const { ui } = useApp();
  const marks = useArticleMarks(article.id, true);
  const like = useMarkArticle(article.id, 'like');
  const collect = useMarkArticle(article.id, 'collect');
  const [counts, setCounts] = useState({ like: article.likeCount, collect: article.collectCount });
  const liked = marks.data?.liked ?? false;
  const collected = marks.data?.collected ?? false;

  const toggle = (kind: 'like' | 'collect', now: boolean) => {
    const mutation = kind === 'like' ? like : collect;
    mutation.mutate(!now, {
      onSuccess: (r) => {
        setCounts((c) => ({ ...c, [kind]: r.count }));
        ui.toast(kind === 'like' ? (r.marked ? '已点赞' : '已取消点赞') : r.marked ? '已收藏' : '已取消收藏');
      },
    });
  };
  return (
    <div className={css.actions}>
      <Button
        size="small"
        color={liked ? 'primary' : 'default'}
        loading={like.isPending}
        disabled={marks.isPending}
        onClick={() => toggle('like', liked)}
        aria-pressed={liked}
      >
        {liked ? '已点赞' : '点赞'} {counts.like}
      </Button>
      <Button
        size="small"
        color={collected ? 'warning' : 'default'}
        loading={collect.isPending}
        disabled={marks.isPending}
        onClick={() => toggle('collect', collected)}
        aria-pressed={collected}
      >
        {collected ? '已收藏' : '收藏'} {counts.collect}
      </Button>
    </div>
  );
}
