import { KNOWLEDGE_TYPE_NAMES, type KnowledgeDetail } from '@kanghu/shared';
import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import css from '../Knowledge.module.css';
import { itemPath } from '../paths.ts';

type CourseItem = NonNullable<KnowledgeDetail['course']>['items'][number];

/** The items of a course in order: type, required or optional, done or the progress so far. */
export function CourseItems({
  courseId,
  items,
  joined,
}: {
  courseId: number;
  items: CourseItem[];
  joined: boolean;
}) {
  const navigate = useNavigate();
  return (
    <section aria-label="课程内容">
      <List header="课程内容">
        {items.map((it, i) => (
          <List.Item
            key={it.id}
            onClick={() => navigate(itemPath(it, courseId))}
            description={
              <div className={css.tags}>
                <Tag color="primary" fill="outline">
                  {KNOWLEDGE_TYPE_NAMES[it.type]}
                </Tag>
                <Tag fill="outline">{it.required ? '必修' : '选修'}</Tag>
                {joined &&
                  (it.done ? (
                    <Tag color="success">已学完</Tag>
                  ) : it.progressPer > 0 ? (
                    <span className={css.weak}>已学{it.progressPer}%</span>
                  ) : (
                    <span className={css.weak}>未开始</span>
                  ))}
              </div>
            }
          >
            {i + 1}. {it.title}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
