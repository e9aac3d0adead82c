import { AI_CHAT_LIMITS, type AiPassage, ARTICLE_LIMITS } from '@kanghu/shared';
import type { Tx } from '../../db/database.ts';
import { anyWordQuery, bestSentences, plainText, topicWords } from '../../lib/chinese-text.ts';
import { findPublished } from '../articles/repo.ts';
import { searchPublished } from '../articles/search-repo.ts';

/** Articles of the search read closely (title and text) to choose the passages. */
const CANDIDATES = 8;

/**
 * The best passages for a question from the project's published articles, through the articles'
 * Chinese search index (article_search, issue 14): the CANDIDATES articles with any topic word of
 * the question by ts_rank, then scored by the topic words their title and text hold, each word
 * weighted by its rarity among the candidates (log(1 + n/df): 每天 in every article counts little,
 * 食盐 in one counts much); those scoring at least half the best, at most AI_CHAT_LIMITS.passages.
 */
export async function retrievePassages(tx: Tx, projectId: number, question: string): Promise<AiPassage[]> {
  const query = anyWordQuery(question);
  if (!query) return [];
  const hits = await searchPublished(tx, { projectId, query }, ARTICLE_LIMITS.searchWindow);
  const top = [...hits]
    .sort((a, b) => b.rank - a.rank || Number(b.titleHit) - Number(a.titleHit) || b.id - a.id)
    .slice(0, CANDIDATES);
  const words = topicWords(question);
  const read: {
    article: NonNullable<Awaited<ReturnType<typeof findPublished>>>;
    text: string;
    has: string[];
  }[] = [];
  for (const hit of top) {
    const article = await findPublished(tx, hit.id);
    if (!article) continue;
    const text = plainText(article.body);
    const all = `${article.title} ${text}`.toLowerCase();
    read.push({ article, text, has: words.filter((w) => all.includes(w)) });
  }
  const df = new Map(words.map((w) => [w, read.filter((r) => r.has.includes(w)).length]));
  const weight = (w: string) => Math.log(1 + read.length / Math.max(1, df.get(w) ?? 0));
  const scored = read
    .map((r) => ({ ...r, score: r.has.reduce((sum, w) => sum + weight(w), 0) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((r) => r.score >= best / 2)
    .slice(0, AI_CHAT_LIMITS.passages)
    .map((r) => ({
      source: { articleId: r.article.id, title: r.article.title },
      sentences: bestSentences(r.text, words, AI_CHAT_LIMITS.sentencesPerPassage),
    }));
}
