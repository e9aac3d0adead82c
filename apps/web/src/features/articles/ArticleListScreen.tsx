import { SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import css from './Articles.module.css';
import { ArticleCard } from './components/ArticleCard.tsx';
import { ArticlePages } from './components/ArticlePages.tsx';
import { ARTICLE_PATHS, detailPathFor } from './paths.ts';
import { useArticleCategories, useArticles } from './queries.ts';

const ALL = 'all';

/**
 * 健康宣教 article list (/app/common/article/list, /education/article/list, /share/article,
 * the web-config tab /web/config/education/news): search over titles and bodies, category tabs,
 * newest first (best match first when searching). Open on the share page.
 */
export default function ArticleListScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The search words and the tab live in the query, so going back from an article keeps them.
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const tab = params.get('tab') ?? ALL;
  const [draft, setDraft] = useState(keyword);
  const setQuery = (key: 'keyword' | 'tab', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && value !== ALL) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const categories = useArticleCategories();
  const categoryId = tab === ALL ? undefined : Number(tab);
  const articles = useArticles({ categoryId, keyword: keyword || undefined });
  const isTab = pathname.startsWith('/web/config/');
  const signedInList = pathname === ARTICLE_PATHS.commonList;

  return (
    <main className={css.page}>
      {!isTab && (
        <PageBar
          title="健康宣教"
          fallback="/"
          right={signedInList ? <Link to={ARTICLE_PATHS.history}>阅读历史</Link> : undefined}
        />
      )}
      <div className={css.search}>
        <SearchBar
          placeholder="搜索文章标题或内容"
          value={draft}
          onChange={setDraft}
          onSearch={(v) => setQuery('keyword', v.trim())}
          onClear={() => setQuery('keyword', '')}
          aria-label="搜索文章"
        />
      </div>
      {!keyword && (
        <Tabs className={css.tabs} activeKey={tab} onChange={(key) => setQuery('tab', key)}>
          <Tabs.Tab title="全部" key={ALL} />
          {(categories.data ?? []).map((c) => (
            <Tabs.Tab title={c.name} key={String(c.id)} />
          ))}
        </Tabs>
      )}
      <ArticlePages
        query={articles}
        empty={keyword ? `没有找到与“${keyword}”相关的文章` : '暂无文章'}
        render={(item) => (
          <ArticleCard key={item.id} item={item} onOpen={() => navigate(detailPathFor(pathname, item.id))} />
        )}
      />
    </main>
  );
}
