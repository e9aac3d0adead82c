import { type SQL, sql } from 'drizzle-orm';
import { indexWords } from '../../lib/chinese-text.ts';

/**
 * The article_search vectors of an article: the words of its title and body together (jieba's
 * search-mode words, positions stripped: matching only) and of its title alone (ranking).
 */
export function articleVectors(title: string, bodyText: string): { search: SQL; titleSearch: SQL } {
  const titleWords = indexWords(title);
  return {
    search: sql`strip(to_tsvector('simple', ${`${titleWords} ${indexWords(bodyText)}`}))`,
    titleSearch: sql`strip(to_tsvector('simple', ${titleWords}))`,
  };
}
