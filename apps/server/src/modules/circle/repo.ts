import type { ModerationState } from '@kanghu/shared';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  accountMarks,
  circleKeywords,
  circleMessages,
  circlePosts,
  circles,
  doctors,
  users,
} from '../../db/schema/index.ts';

export type PostRow = typeof circlePosts.$inferSelect;
export type NewPost = typeof circlePosts.$inferInsert;

/** Qualified on purpose: a single-table select renders its columns unqualified, which a subquery would rebind. */
const CIRCLE_ID = sql.raw('"circles"."id"');
const followers = sql<number>`(select count(*)::int from account_marks m where m.kind = 'attention' and m.target_type = 'circle' and m.target_id = ${CIRCLE_ID})`;
const circlePostCount = sql<number>`(select count(*)::int from circle_posts p where p.circle_id_list @> array[${CIRCLE_ID}] and p.state = 'passed' and p.deleted_at is null and p.type <> 'answer')`;
const following = (userId: number) =>
  sql<boolean>`exists (select 1 from account_marks m where m.kind = 'attention' and m.target_type = 'circle' and m.target_id = ${CIRCLE_ID} and m.user_id = ${userId})`;

/** Circles shown to users (is_show = 1), with followers, posts and whether the caller follows. */
export async function listCircles(tx: Tx, userId: number, id?: number, onlyFollowed = false) {
  return tx
    .select({ c: circles, memberCount: followers, postCount: circlePostCount, attention: following(userId) })
    .from(circles)
    .where(
      and(
        eq(circles.isShow, 1),
        id ? eq(circles.id, id) : undefined,
        onlyFollowed ? following(userId) : undefined,
      ),
    )
    .orderBy(asc(circles.sort), asc(circles.id));
}

export async function circleNames(tx: Tx): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: circles.id, name: circles.name })
    .from(circles)
    .where(eq(circles.isShow, 1));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listKeywords(tx: Tx, circleId?: number) {
  return tx
    .select({ id: circleKeywords.id, word: circleKeywords.word, circleId: circleKeywords.circleId })
    .from(circleKeywords)
    .where(and(eq(circleKeywords.isShow, 1), circleId ? eq(circleKeywords.circleId, circleId) : undefined))
    .orderBy(asc(circleKeywords.sort), asc(circleKeywords.id));
}

export interface PostFilter {
  types: ('question' | 'answer' | 'story')[];
  circleId?: number;
  /** circle ids: posts in any of them. */
  circleIds?: number[];
  userId?: number;
  questionId?: number;
  search?: SQL;
  isTop?: boolean;
  unanswered?: boolean;
  /** Only questions with a passed doctor's answer (subject knowledge). */
  doctorAnswered?: boolean;
}

const answers = (state: string) =>
  sql<number>`(select count(*)::int from circle_posts a where a.question_id = ${circlePosts.id} and a.type = 'answer' and a.deleted_at is null and ${sql.raw(state)})`;

function postWhere(f: PostFilter, viewerId: number) {
  return and(
    isNull(circlePosts.deletedAt),
    or(eq(circlePosts.state, 'passed'), eq(circlePosts.userId, viewerId)),
    inArray(circlePosts.type, f.types),
    f.circleId ? sql`${circlePosts.circleIdList} @> array[${f.circleId}]::int[]` : undefined,
    f.circleIds ? sql`${circlePosts.circleIdList} && ${`{${f.circleIds.join(',')}}`}::int[]` : undefined,
    f.userId ? eq(circlePosts.userId, f.userId) : undefined,
    f.questionId ? eq(circlePosts.questionId, f.questionId) : undefined,
    f.search ? sql`${circlePosts.search} @@ ${f.search}` : undefined,
    f.isTop ? eq(circlePosts.isTop, true) : undefined,
    f.unanswered ? sql`${answers("a.state = 'passed'")} = 0` : undefined,
    f.doctorAnswered
      ? sql`exists (select 1 from circle_posts a join users u on u.id = a.user_id where a.question_id = ${circlePosts.id} and a.state = 'passed' and a.deleted_at is null and u.user_type = 'servicer')`
      : undefined,
  );
}

export interface AuthoredPost extends PostRow {
  userName: string | null;
  nickName: string | null;
  userType: 'customer' | 'servicer';
  doctorTitle: string | null;
  answerCount: number;
  questionTitle: string | null;
}

function postSelect(tx: Tx, viewerId: number) {
  return tx
    .select({
      p: circlePosts,
      userName: users.name,
      nickName: users.nickName,
      userType: users.userType,
      doctorTitle: doctors.title,
      answerCount: sql<number>`(select count(*)::int from circle_posts a where a.question_id = ${circlePosts.id} and a.type = 'answer' and a.deleted_at is null and (a.state = 'passed' or a.user_id = ${viewerId}))`,
      questionTitle: sql<
        string | null
      >`(select q.title from circle_posts q where q.id = ${circlePosts.questionId})`,
    })
    .from(circlePosts)
    .innerJoin(users, eq(users.id, circlePosts.userId))
    .leftJoin(doctors, eq(doctors.userId, circlePosts.userId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof postSelect>['execute']>>[number];
const flat = (r: Selected): AuthoredPost => ({
  ...r.p,
  userName: r.userName,
  nickName: r.nickName,
  userType: r.userType,
  doctorTitle: r.doctorTitle,
  answerCount: r.answerCount,
  questionTitle: r.questionTitle,
});

/** A page of posts visible to the viewer; a search ranks by relevance, else newest first (doctors' answers first for answers). */
export async function listPosts(tx: Tx, f: PostFilter, viewerId: number, offset: number, limit: number) {
  const where = postWhere(f, viewerId);
  const order = f.search
    ? [desc(sql`ts_rank(${circlePosts.search}, ${f.search})`), desc(circlePosts.id)]
    : f.questionId
      ? [desc(circlePosts.accepted), sql`(${users.userType} = 'servicer') desc`, asc(circlePosts.id)]
      : [desc(circlePosts.isTop), desc(circlePosts.id)];
  const rows = await postSelect(tx, viewerId)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(circlePosts).where(where);
  return { rows: rows.map(flat), total: total?.n ?? 0 };
}

export async function findPost(tx: Tx, id: number, viewerId: number): Promise<AuthoredPost | null> {
  const [row] = await postSelect(tx, viewerId).where(
    and(
      eq(circlePosts.id, id),
      isNull(circlePosts.deletedAt),
      or(eq(circlePosts.state, 'passed'), eq(circlePosts.userId, viewerId)),
    ),
  );
  return row ? flat(row) : null;
}

export async function findAnyPost(tx: Tx, id: number): Promise<PostRow | null> {
  const [row] = await tx
    .select()
    .from(circlePosts)
    .where(and(eq(circlePosts.id, id), isNull(circlePosts.deletedAt)));
  return row ?? null;
}

export async function insertPost(tx: Tx, values: NewPost, search: SQL): Promise<number> {
  const [row] = await tx
    .insert(circlePosts)
    .values({ ...values, search })
    .returning({ id: circlePosts.id });
  if (!row) throw new Error('post insert returned nothing');
  return row.id;
}

export async function updatePost(tx: Tx, id: number, patch: Partial<NewPost>, search?: SQL): Promise<void> {
  await tx
    .update(circlePosts)
    .set(search ? { ...patch, search } : patch)
    .where(eq(circlePosts.id, id));
}

/** Deletes a post; a question takes its answers with it. */
export async function deletePost(tx: Tx, id: number, at: Date): Promise<void> {
  await tx
    .update(circlePosts)
    .set({ deletedAt: at })
    .where(and(isNull(circlePosts.deletedAt), or(eq(circlePosts.id, id), eq(circlePosts.questionId, id))));
}

export async function setPostState(tx: Tx, id: number, state: ModerationState, by: number, at: Date) {
  await tx.update(circlePosts).set({ state, auditedBy: by, auditedAt: at }).where(eq(circlePosts.id, id));
}

/** Questions visible to the viewer, those with a passed answer, and the viewer's own answers. */
export async function finishCounts(tx: Tx, viewerId: number) {
  const r = await tx.execute<{ total: number; finished: number; mine: number }>(sql`
    select count(*)::int as total,
      count(*) filter (where exists (select 1 from circle_posts a where a.question_id = q.id and a.state = 'passed' and a.deleted_at is null))::int as finished,
      (select count(*)::int from circle_posts a where a.type = 'answer' and a.user_id = ${viewerId} and a.deleted_at is null) as mine
    from circle_posts q
    where q.type = 'question' and q.deleted_at is null and (q.state = 'passed' or q.user_id = ${viewerId})`);
  return r.rows[0] ?? { total: 0, finished: 0, mine: 0 };
}

export async function follows(tx: Tx, userId: number, circleId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: accountMarks.id })
    .from(accountMarks)
    .where(
      and(
        eq(accountMarks.userId, userId),
        eq(accountMarks.kind, 'attention'),
        eq(accountMarks.targetType, 'circle'),
        eq(accountMarks.targetId, circleId),
      ),
    );
  return Boolean(row);
}

export async function chatMessages(tx: Tx, circleId: number, afterId: number, limit: number) {
  const rows = await tx
    .select({ m: circleMessages, userName: users.name, nickName: users.nickName, userType: users.userType })
    .from(circleMessages)
    .innerJoin(users, eq(users.id, circleMessages.userId))
    .where(and(eq(circleMessages.circleId, circleId), sql`${circleMessages.id} > ${afterId}`))
    .orderBy(desc(circleMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertChat(tx: Tx, v: typeof circleMessages.$inferInsert): Promise<number> {
  const [row] = await tx.insert(circleMessages).values(v).returning({ id: circleMessages.id });
  return row?.id ?? 0;
}
