import { MARK_KIND_NAMES, type MarkKind } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { type MarkTarget, useMarkCheck, useToggleMark } from './queries.ts';

/**
 * 关注 / 收藏 / 点赞 of one target through the user account calls: shows the caller's state and
 * how many accounts marked it; pressing it adds or removes the mark.
 */
export function MarkButton<K extends MarkKind>({ kind, target }: { kind: K; target: MarkTarget<K> }) {
  const check = useMarkCheck(kind, target);
  const toggle = useToggleMark(kind);
  const name = MARK_KIND_NAMES[kind];
  const marked = check.data?.marked ?? false;
  const label = check.isError ? `${name}（加载失败）` : marked ? `已${name}` : name;
  return (
    <Button
      size="small"
      shape="rounded"
      color={marked ? 'default' : 'primary'}
      fill={marked ? 'outline' : 'solid'}
      aria-pressed={marked}
      aria-label={marked ? `取消${name}` : name}
      data-testid={`mark-${kind}`}
      loading={check.isPending || toggle.isPending}
      disabled={check.isError}
      onClick={() => toggle.mutate({ target, on: !marked })}
    >
      {label}
      {check.data && check.data.count > 0 ? ` ${check.data.count}` : ''}
    </Button>
  );
}
