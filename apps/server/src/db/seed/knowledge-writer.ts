import type pg from 'pg';
import { indexWords } from '../../lib/chinese-text.ts';
import type { SeedQuestion } from './knowledge-content.ts';
import { seedUpload } from './seed-upload.ts';

export interface Item {
  title: string;
  type: 'audio' | 'video' | 'course' | 'live' | 'imageText';
  introduction: string;
  detail?: string;
  url?: string | null;
  categoryId: number;
  sort: number;
  config?: Record<string, unknown>;
}

/**
 * Writes demo knowledge as the database owner: media files into the uploads folder (recorded in
 * `uploads`), categories, items with their search vector, courses with their exam.
 */
export async function knowledgeWriter(client: pg.Client, projectId: number, uploadsDir?: string) {
  const one = async (q: string, params: unknown[]) =>
    (await client.query<{ id: number }>(q, params)).rows[0]?.id ?? 0;
  const author = await one(`select id from users where project_id = $1 and username = 'doctor01'`, [
    projectId,
  ]);
  const learner = await one(
    `select id from users where project_id = $1 and tel = '13800000009' and role = 'learner'`,
    [projectId],
  );
  const patient = await one(
    `select id from users where project_id = $1 and tel = '13800000001' and user_type = 'customer'`,
    [projectId],
  );
  const media = (name: string, body: Buffer, mime: string, ext: string) =>
    seedUpload(client, projectId, uploadsDir, {
      name,
      body,
      mime,
      ext,
      category: 'knowledge',
      userId: author,
    });
  const category = (name: string, sort: number) =>
    one(`insert into knowledge_categories (project_id, name, sort) values ($1,$2,$3) returning id`, [
      projectId,
      name,
      sort,
    ]);
  const item = (it: Item) =>
    one(
      `insert into knowledge_items (project_id, title, type, introduction, detail, url, category_id, is_show, sort,
         author_user_id, config, search, created_at)
       values ($1,$2,$3,$4,$5,$6,$7,1,$8,$9,$10,
         setweight(to_tsvector('simple', $11), 'A') || setweight(to_tsvector('simple', $12), 'B'), now() - interval '20 days')
       returning id`,
      [
        projectId,
        it.title,
        it.type,
        it.introduction,
        it.detail ?? null,
        it.url ?? null,
        it.categoryId,
        it.sort,
        author,
        JSON.stringify(it.config ?? {}),
        indexWords(it.title),
        indexWords(it.introduction),
      ],
    );
  const course = async (
    it: Item,
    items: { id: number; required: boolean }[],
    exam: string,
    qs: SeedQuestion[],
  ) => {
    const id = await item({ ...it, type: 'course' });
    for (const [i, c] of items.entries())
      await client.query(
        `insert into knowledge_course_items (project_id, course_id, item_id, required, sort) values ($1,$2,$3,$4,$5)`,
        [projectId, id, c.id, c.required, i],
      );
    const examId = await one(
      `insert into knowledge_exams (project_id, course_id, title, duration_minutes, pass_score) values ($1,$2,$3,10,60) returning id`,
      [projectId, id, exam],
    );
    for (const [i, q] of qs.entries())
      await client.query(
        `insert into knowledge_exam_questions (project_id, exam_id, stem, kind, options, answer, score, explanation, sort)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
        [
          projectId,
          examId,
          q.stem,
          q.kind,
          JSON.stringify(q.options),
          JSON.stringify(q.answer),
          q.score,
          q.explanation,
          i,
        ],
      );
    return id;
  };

  return { one, author, learner, patient, media, category, item, course };
}
