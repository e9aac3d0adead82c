import { PUBLICIZE_TYPE_NAMES } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import css from './Articles.module.css';
import { ArticlePages } from './components/ArticlePages.tsx';
import { useMaterials } from './queries.ts';

const TYPES = Object.entries(PUBLICIZE_TYPE_NAMES);

/**
 * 健康画报 and publicity materials (/app/other/health/picture and /index): the project's materials
 * by type, in the order the project set (sort_desc). A material opens on its share page.
 */
export default function MaterialListScreen() {
  const navigate = useNavigate();
  const { config } = useApp();
  const [type, setType] = useState(TYPES[0]?.[0] ?? '1');
  const materials = useMaterials(Number(type));
  return (
    <main className={css.page}>
      <PageBar title="健康画报" fallback="/" />
      <Tabs className={css.tabs} activeKey={type} onChange={setType}>
        {TYPES.map(([value, name]) => (
          <Tabs.Tab title={name} key={value} />
        ))}
      </Tabs>
      <ArticlePages
        query={materials}
        empty="暂无宣传资料"
        render={(m) => (
          <button
            key={m.id}
            type="button"
            className={css.card}
            onClick={() => navigate(`/${encodeURIComponent(config.orgCode)}/health/picture/${m.id}`)}
          >
            <div className={css.cardMain}>
              <h3 className={css.cardTitle}>{m.title}</h3>
              <p className={css.cardSummary}>{m.summary}</p>
              <div className={css.meta}>
                <span>{m.typeName}</span>
              </div>
            </div>
            {m.cover ? (
              <img className={css.cover} src={m.cover} alt="" loading="lazy" />
            ) : (
              <span className={css.coverText} aria-hidden="true">
                {m.typeName}
              </span>
            )}
          </button>
        )}
      />
    </main>
  );
}
