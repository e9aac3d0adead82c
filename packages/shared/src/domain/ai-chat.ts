import type { DangerKind } from './danger-signs.ts';

/**
 * The AI chat assistant (issue 16 section 2; spec 3 section 3 "AI chat session": name, idcard,
 * doctorId, sessionId, message). The spec gives the calls only: limits and wording are ours
 * (docs/decisions.md, "AI chat assistant").
 */
export const AI_CHAT_LIMITS = {
  messageMax: 500,
  nameMax: 30,
  /** Sessions the history lists (newest first). */
  sessionList: 30,
  /** Messages of a session the history carries (the newest). */
  sessionMessages: 60,
  /** Earlier turns a language model sees with the new message. */
  modelTurns: 6,
  /** Articles the knowledge-base search answers with, and sentences quoted from each. */
  passages: 3,
  sentencesPerPassage: 2,
} as const;

/** The provider name stored with an answer of the offline knowledge-base search. */
export const KNOWLEDGE_BASE_PROVIDER = 'knowledge-base';

export const AI_CHAT_MSG = {
  title: 'AI健康助手',
  sessionMissing: '会话不存在',
  doctorMissing: '医生不存在',
  messageEmpty: '请输入问题',
  messageTooLong: `问题不能超过${AI_CHAT_LIMITS.messageMax}个字`,
  nameTooLong: `会话名称不能超过${AI_CHAT_LIMITS.nameMax}个字`,
  knowledgeBaseLabel: '知识库检索',
  knowledgeBaseNote: '当前未接入大语言模型：回答由本平台健康科普文章检索而来，不是人工智能生成。',
  modelLabel: (model: string) => `大模型：${model}`,
  modelNote: '回答由大语言模型生成，可能不准确，请结合医生意见。',
  intro: '您好！我可以回答高血压、糖尿病、儿童健康、家庭医生服务等健康科普问题。',
  quickTitle: '大家都在问',
  placeholder: '请输入您的健康问题',
  send: '发送',
  stop: '停止',
  history: '历史',
  newChat: '新对话',
  noHistory: '还没有对话记录',
  sourcesTitle: '参考文章',
  answering: '正在回答…',
  call: (number: string) => `拨打${number}`,
  kbIntro: '以下内容摘自本平台的健康科普文章（知识库检索结果，并非人工智能模型生成），供您参考：',
  kbNone: '知识库中暂未找到与您问题相关的科普文章。建议换个说法再试，或直接咨询医生。',
  askDoctor: '咨询医生',
  modelFailed: '大模型服务暂时不可用，请稍后再试',
  streamFailed: '回答中断，请稍后重试',
  disclaimer:
    '以上内容仅供健康科普参考，不能代替医生的诊断和治疗；如有不适请及时就医，紧急情况请立即拨打120。',
  stopped: '已停止回答',
  systemPrompt:
    '你是社区卫生服务平台的健康科普助手。请用简明的中文回答健康教育类问题，不做诊断、不开处方、不推荐具体药物剂量；涉及症状时建议用户咨询医生或及时就医，出现急症表现时提醒立即拨打120。',
} as const;

/** A source article of an answer (links to the common article detail). */
export interface AiChatSource {
  articleId: number;
  title: string;
}

/**
 * The server-sent events of POST /api/base/ds/chat, in order: `emergency` (only for a message
 * naming danger signs, always first), `provider`, `source` and `delta` (the answer as it
 * grows), `error` (a Chinese message), `disclaimer`, `done`.
 */
export type AiChatEvent =
  | { type: 'emergency'; kinds: DangerKind[] }
  | { type: 'provider'; provider: string; label: string; knowledgeBase: boolean }
  | { type: 'delta'; text: string }
  | { type: 'source'; source: AiChatSource }
  | { type: 'error'; msg: string }
  | { type: 'disclaimer'; text: string }
  | { type: 'done'; messageId: number | null; stopped: boolean };

/** What the UI shows as the provider of an answer. */
export function providerLabel(provider: string): string {
  return provider === KNOWLEDGE_BASE_PROVIDER
    ? AI_CHAT_MSG.knowledgeBaseLabel
    : AI_CHAT_MSG.modelLabel(provider);
}

/** A passage of the knowledge base: an article and its sentences that best match a question. */
export interface AiPassage {
  source: AiChatSource;
  sentences: string[];
}

/** One piece of an answer: text to append, or a source article. */
export type AiAnswerPiece = { text: string } | { source: AiChatSource };

/**
 * The knowledge-base answer, passage by passage: an introduction that says plainly it is a search
 * of the platform's articles and not a model, then each article (its source, its title and
 * sentences); or that nothing was found.
 */
export function* knowledgeBasePieces(passages: readonly AiPassage[]): Iterable<AiAnswerPiece> {
  if (passages.length === 0) {
    yield { text: AI_CHAT_MSG.kbNone };
    return;
  }
  yield { text: AI_CHAT_MSG.kbIntro };
  for (const [i, p] of passages.entries()) {
    yield { source: p.source };
    yield { text: `\n\n${i + 1}. 《${p.source.title}》\n${p.sentences.join('')}` };
  }
}
