import { createRequire } from 'node:module';
import type { Jieba as JiebaType } from '@node-rs/jieba';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Chinese full-text search on PostgreSQL (issue 14; reused by the AI assistant of issue 16).
 *
 * PostgreSQL's parsers do not split Chinese into words, so the text is segmented here with
 * jieba (`@node-rs/jieba`, its bundled dictionary; nothing is downloaded) and stored as a
 * space-separated token string under the `simple` configuration. Documents are cut in search
 * mode, which also emits the short words inside long ones (家庭医生 → 家庭, 医生, 家庭医生), so a
 * query for 医生 finds 家庭医生. Queries are cut in the precise mode and every word must match.
 */

const require = createRequire(import.meta.url);
let jieba: JiebaType | undefined;

function segmenter(): JiebaType {
  if (!jieba) {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict') as typeof import('@node-rs/jieba/dict');
    jieba = Jieba.withDict(dict);
  }
  return jieba;
}

const WORD = /[\p{L}\p{N}]/u;

function words(tokens: string[]): string[] {
  return tokens.map((t) => t.trim().toLowerCase()).filter((t) => t && WORD.test(t));
}

/** Plain text of sanitised HTML (tags and entities out), for indexing and excerpts. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a document, space-separated (search mode: long words and the words inside them). */
export function indexWords(text: string): string {
  return words(segmenter().cutForSearch(text, true)).join(' ');
}

/** The words of a query (precise mode), at most 20; empty when the query has no word. */
export function queryWords(query: string): string[] {
  return [...new Set(words(segmenter().cut(query, true)))].slice(0, 20);
}

/**
 * The `tsvector` of a document for an insert or update: title words weighted A, body words B.
 * Store it in a `tsvector` column with a GIN index.
 */
export function searchVector(title: string, body: string): SQL {
  return sql`setweight(to_tsvector('simple', ${indexWords(title)}), 'A') || setweight(to_tsvector('simple', ${indexWords(body)}), 'B')`;
}

/** The `tsquery` of a query (every word must match), or undefined when it has no word. */
export function searchQuery(query: string): SQL | undefined {
  const list = queryWords(query);
  if (list.length === 0) return undefined;
  return sql`plainto_tsquery('simple', ${list.join(' ')})`;
}

/** Question words that say nothing about the topic (dropped from an any-word query). */
const QUESTION_WORDS = new Set([
  '什么',
  '怎么',
  '怎么办',
  '怎样',
  '如何',
  '为什么',
  '哪些',
  '可以',
  '应该',
  '需要',
  '是否',
  '有没有',
  '能不能',
  '要不要',
  '多少',
  '一下',
  '请问',
  '我们',
  '自己',
]);

/** The topic words of a question: precise-mode words of two or more characters, question words out. */
export function topicWords(question: string): string[] {
  return queryWords(question).filter((w) => [...w].length >= 2 && !QUESTION_WORDS.has(w));
}

/**
 * The `tsquery` matching a document with ANY topic word of a question (the AI assistant's
 * retrieval ranks by ts_rank), or undefined when the question has none.
 */
export function anyWordQuery(question: string): SQL | undefined {
  const list = topicWords(question);
  if (list.length === 0) return undefined;
  const any = sql.join(
    list.map((w) => sql`plainto_tsquery('simple', ${w})`),
    sql` || `,
  );
  return sql`(${any})`;
}

const SENTENCE = /[^。！？；!?;]+[。！？；!?;]?/g;

/**
 * The `n` sentences of `text` holding the most topic words (ties: the earlier), in text order;
 * the first sentences when none holds a word.
 */
export function bestSentences(text: string, words: string[], n: number): string[] {
  const sentences = (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
  const scored = sentences.map((s, i) => ({
    i,
    s,
    score: words.filter((w) => s.toLowerCase().includes(w)).length,
  }));
  const best = [...scored].sort((a, b) => b.score - a.score || a.i - b.i).slice(0, n);
  return best.sort((a, b) => a.i - b.i).map((x) => x.s);
}
