import { KNOWLEDGE_TYPE_NAMES, type KnowledgeType, type MarkTargetType } from '@kanghu/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  articleCategories,
  articles,
  circles,
  comments,
  departments,
  doctorProfiles,
  doctors,
  knowledgeItems,
  orgs,
  serviceCards,
} from '../../db/schema/index.ts';

/** What a mine list shows of a target. */
export interface TargetInfo {
  title: string;
  subtitle: string | null;
  image: string | null;
}

/**
 * Looks targets of one type up under the caller's transaction (row-level security keeps them in
 * the project): the ids found, with what a list shows. A target that is hidden from customers is
 * not found. A type without a resolver has no data yet (knowledge, circles, comments come with
 * the education issue, which adds its resolvers here; articles are here).
 */
export type TargetResolver = (tx: Tx, ids: readonly number[]) => Promise<Map<number, TargetInfo>>;

const doctorTargets: TargetResolver = async (tx, ids) => {
  const rows = await tx
    .select({
      id: doctors.id,
      name: doctors.name,
      title: doctors.title,
      photo: doctorProfiles.photo,
      department: departments.name,
      org: orgs.name,
    })
    .from(doctors)
    .leftJoin(doctorProfiles, eq(doctorProfiles.doctorId, doctors.id))
    .leftJoin(departments, eq(departments.id, doctors.departmentId))
    .leftJoin(orgs, eq(orgs.id, doctors.orgId))
    .where(
      and(
        inArray(doctors.id, [...ids]),
        eq(doctors.isAssistant, false),
        sql`coalesce(${doctorProfiles.isShow}, true)`,
      ),
    );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: r.name,
        subtitle: [r.title, r.department, r.org].filter(Boolean).join(' · ') || null,
        image: r.photo,
      },
    ]),
  );
};

const serviceTargets: TargetResolver = async (tx, ids) => {
  const rows = await tx
    .select({
      id: serviceCards.id,
      name: serviceCards.name,
      intro: serviceCards.intro,
      cover: serviceCards.coverImage,
    })
    .from(serviceCards)
    .where(and(inArray(serviceCards.id, [...ids]), eq(serviceCards.isOpen, true)));
  return new Map(rows.map((r) => [r.id, { title: r.name, subtitle: r.intro, image: r.cover }]));
};

/** Knowledge items learners can see: shown and past their timed publication (issue 14). */
const knowledgeTargets: TargetResolver = async (tx, ids) => {
  const rows = await tx
    .select({
      id: knowledgeItems.id,
      title: knowledgeItems.title,
      type: knowledgeItems.type,
      intro: knowledgeItems.introduction,
      cover: knowledgeItems.cover,
    })
    .from(knowledgeItems)
    .where(
      and(
        inArray(knowledgeItems.id, [...ids]),
        eq(knowledgeItems.isShow, 1),
        sql`(${knowledgeItems.timingShowTime} is null or ${knowledgeItems.timingShowTime} <= now())`,
      ),
    );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: r.title,
        subtitle:
          [KNOWLEDGE_TYPE_NAMES[r.type as KnowledgeType], r.intro].filter(Boolean).join(' · ') || null,
        image: r.cover,
      },
    ]),
  );
};

/** Circles shown to users (is_show = 1): following one is joining it (its group chat). */
const circleTargets: TargetResolver = async (tx, ids) => {
  const rows = await tx
    .select({ id: circles.id, name: circles.name, intro: circles.intro, cover: circles.cover })
    .from(circles)
    .where(and(inArray(circles.id, [...ids]), eq(circles.isShow, 1)));
  return new Map(rows.map((r) => [r.id, { title: r.name, subtitle: r.intro, image: r.cover }]));
};

/** Passed, live comments (a like of a comment; a pending or hidden one is not found). */
const commentTargets: TargetResolver = async (tx, ids) => {
  const rows = await tx
    .select({ id: comments.id, content: comments.content })
    .from(comments)
    .where(and(inArray(comments.id, [...ids]), eq(comments.state, 'passed'), isNull(comments.deletedAt)));
  return new Map(rows.map((r) => [r.id, { title: r.content.slice(0, 40), subtitle: null, image: null }]));
};

/** Published articles (issue 14): a draft, scheduled or another project's article is not found. */
const articleTargets: TargetResolver = async (tx, ids) => {
  const rows = await tx
    .select({
      id: articles.id,
      title: articles.title,
      category: articleCategories.name,
      cover: articles.cover,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(inArray(articles.id, [...ids]), eq(articles.status, 'published')));
  return new Map(rows.map((r) => [r.id, { title: r.title, subtitle: r.category, image: r.cover }]));
};

export const TARGET_RESOLVERS: Partial<Record<MarkTargetType, TargetResolver>> = {
  doctor: doctorTargets,
  article: articleTargets,
  service: serviceTargets,
  knowledge: knowledgeTargets,
  circle: circleTargets,
  comment: commentTargets,
};
