import {
  AI_CHAT_LIMITS,
  type AiPassage,
  dangerSigns,
  KNOWLEDGE_BASE_PROVIDER,
  knowledgeBasePieces,
} from '@kanghu/shared';
import type pg from 'pg';
import { bestSentences, plainText, topicWords } from '../../lib/chinese-text.ts';

/** Quick questions of the AI assistant, per project (written for the demo). */
const QUICK_QUESTIONS = [
  '高血压患者每天吃多少盐合适？',
  '在家测血压要注意什么？',
  '低血糖有哪些表现，怎么处理？',
  '糖尿病饮食怎么搭配？',
  '签约家庭医生有什么好处？',
  '孩子发烧了怎么办？',
];

/** The demo patient's earlier question, answered from these seeded articles (as the search does). */
const EARLIER = {
  question: '高血压患者每天吃多少盐合适？',
  titles: ['少盐饮食怎么做？每天5克盐的实用技巧', '血压多少算高？一文读懂高血压的诊断标准'],
};

export async function seedAiQuickQuestions(client: pg.Client, projectId: number): Promise<void> {
  for (const [sort, question] of QUICK_QUESTIONS.entries()) {
    await client.query(`insert into ai_quick_questions (project_id, question, sort) values ($1, $2, $3)`, [
      projectId,
      question,
      sort,
    ]);
  }
}

/**
 * One earlier session of the demo patient (13800000001): a question and the knowledge-base answer
 * built from the seeded articles' own sentences by the assistant's passage code, stored as
 * provider 'knowledge-base' (never as a model's answer). Runs after seedArticles.
 */
export async function seedAiChat(client: pg.Client, projectId: number): Promise<void> {
  const user = await client.query<{ id: number }>(
    `select id from users where project_id = $1 and tel = '13800000001' and user_type = 'customer' limit 1`,
    [projectId],
  );
  const userId = user.rows[0]?.id;
  if (!userId) return;
  const articles = await client.query<{ id: number; title: string; body: string }>(
    `select id, title, body from articles where project_id = $1 and status = 'published' and title = any($2)`,
    [projectId, EARLIER.titles],
  );
  const words = topicWords(EARLIER.question);
  const passages: AiPassage[] = EARLIER.titles.flatMap((title) => {
    const a = articles.rows.find((r) => r.title === title);
    if (!a) return [];
    const sentences = bestSentences(plainText(a.body), words, AI_CHAT_LIMITS.sentencesPerPassage);
    return [{ source: { articleId: a.id, title: a.title }, sentences }];
  });
  const pieces = [...knowledgeBasePieces(passages)];
  const content = pieces.map((p) => ('text' in p ? p.text : '')).join('');
  const sources = passages.map((p) => p.source);
  const session = await client.query<{ id: number }>(
    `insert into ai_chat_sessions (project_id, user_id, name, created_at, updated_at)
     values ($1, $2, $3, now() - interval '2 days', now() - interval '2 days') returning id`,
    [projectId, userId, EARLIER.question],
  );
  const sessionId = session.rows[0]?.id;
  await client.query(
    `insert into ai_chat_messages (project_id, session_id, role, content, provider, emergency, sources, created_at)
     values ($1, $2, 'user', $3, null, '[]', '[]', now() - interval '2 days'),
            ($1, $2, 'assistant', $4, $5, $6, $7, now() - interval '2 days' + interval '2 seconds')`,
    [
      projectId,
      sessionId,
      EARLIER.question,
      content,
      KNOWLEDGE_BASE_PROVIDER,
      JSON.stringify(dangerSigns(EARLIER.question)),
      JSON.stringify(sources),
    ],
  );
}
