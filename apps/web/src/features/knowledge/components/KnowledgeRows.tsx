import { KNOWLEDGE_TYPE_NAMES, type KnowledgeView } from '@kanghu/shared';
import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import css from '../Knowledge.module.css';
import { itemPath } from '../paths.ts';
import { LiveStatusTag } from './LiveInfo.tsx';

/** The cover of an item, or its type's name on a soft background. */
export function Cover({ item }: { item: Pick<KnowledgeView, 'cover' | 'type'> }) {
  return (
    <span className={css.cover} aria-hidden="true">
      {item.cover ? <img src={item.cover} alt="" /> : KNOWLEDGE_TYPE_NAMES[item.type]}
    </span>
  );
}

/** Rows of knowledge items: cover, title, type, category; a course shows its item count. */
export function KnowledgeRows({ items, label }: { items: KnowledgeView[]; label: string }) {
  const navigate = useNavigate();
  return (
    <List aria-label={label}>
      {items.map((k) => (
        <List.Item
          key={k.id}
          prefix={<Cover item={k} />}
          onClick={() => navigate(itemPath(k))}
          description={
            <div>
              {k.introduction && <div className={css.weak}>{k.introduction}</div>}
              <div className={css.tags}>
                <Tag color="primary" fill="outline">
                  {KNOWLEDGE_TYPE_NAMES[k.type]}
                </Tag>
                {k.cname && <Tag fill="outline">{k.cname}</Tag>}
                {k.type === 'course' && (
                  <span className={css.weak}>
                    {k.itemCount}节 · {k.studentCount}人在学
                  </span>
                )}
                {k.live && <LiveStatusTag status={k.live.status} />}
              </div>
            </div>
          }
        >
          <span data-testid="knowledge-title">{k.title}</span>
        </List.Item>
      ))}
    </List>
  );
}
