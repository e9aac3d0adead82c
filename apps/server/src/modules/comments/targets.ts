import type { CommentModel, CommentTargetType } from '@kanghu/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { articles, circlePosts, knowledgeItems } from '../../db/schema/index.ts';
import { publishedAt } from '../knowledge/repo.ts';

/** What a comment needs of its target: who owns it (for notices) and a title (for the queue). */
export interface CommentTarget {
  ownerUserId: number | null;
  title: string;
}

/**
 * Finds one target under the caller's transaction (row-level security keeps it in the project).
 * Answers null when it does not exist or is not visible to `viewerId` (then the call answers 404).
 */
export type CommentTargetResolver = (tx: Tx, id: number, viewerId: number) => Promise<CommentTarget | null>;

function circlePostTarget(type: 'question' | 'answer' | 'story'): CommentTargetResolver {
  return async (tx, id, viewerId) => {
    const [row] = await tx
      .select({
        userId: circlePosts.userId,
        title: circlePosts.title,
        content: circlePosts.content,
        state: circlePosts.state,
      })
      .from(circlePosts)
      .where(and(eq(circlePosts.id, id), eq(circlePosts.type, type), isNull(circlePosts.deletedAt)));
    if (!row || (row.state !== 'passed' && row.userId !== viewerId)) return null;
    return { ownerUserId: row.userId, title: row.title ?? row.content.slice(0, 30) };
  };
}

/** Knowledge items (and courses) published to learners; their author receives the notices. */
const knowledgeTarget: CommentTargetResolver = async (tx, id) => {
  const [row] = await tx
    .select({ ownerUserId: knowledgeItems.authorUserId, title: knowledgeItems.title })
    .from(knowledgeItems)
    .where(and(eq(knowledgeItems.id, id), publishedAt(new Date())));
  return row ?? null;
};

/** Published articles; their author receives the notices. */
const articleTarget: CommentTargetResolver = async (tx, id) => {
  const [row] = await tx
    .select({ ownerUserId: articles.authorUserId, title: articles.title })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, 'published')));
  return row ?? null;
};

/**
 * The comment targets, one entry per relationType; a type without an entry answers 404.
 */
export const COMMENT_TARGETS: Partial<Record<CommentTargetType, CommentTargetResolver>> = {
  article: articleTarget,
  knowledge: knowledgeTarget,
  question: circlePostTarget('question'),
  answer: circlePostTarget('answer'),
  story: circlePostTarget('story'),
};

/** The article model (spec 2 section 3: articleId) always targets `article`. */
export const MODEL_TARGET: Record<CommentModel, CommentTargetType | null> = {
  article: 'article',
  education: null,
};
