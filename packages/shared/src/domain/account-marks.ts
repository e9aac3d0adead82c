/**
 * The user account calls attention (关注), collect (收藏) and like (点赞) of spec 3 section 3
 * (`relationId`, `type`). The spec does not name the types; ours are strings, one per kind of
 * target. Which target types a kind accepts is decided here (docs/decisions.md, "User account
 * attention, collect and like"); a type whose data does not exist yet (articles, knowledge,
 * circles and comments come with the education issue) is refused with MARK_TYPE_CLOSED.
 */
export const MARK_KINDS = ['attention', 'collect', 'like'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export const MARK_TARGET_TYPES = ['doctor', 'service', 'article', 'knowledge', 'circle', 'comment'] as const;
export type MarkTargetType = (typeof MARK_TARGET_TYPES)[number];

export const MARK_KIND_TARGETS = {
  attention: ['doctor', 'circle', 'knowledge'],
  collect: ['article', 'knowledge', 'doctor', 'service'],
  like: ['article', 'comment'],
} as const satisfies Record<MarkKind, readonly MarkTargetType[]>;

export const MARK_KIND_NAMES: Readonly<Record<MarkKind, string>> = {
  attention: '关注',
  collect: '收藏',
  like: '点赞',
};

export const MARK_TARGET_NAMES: Readonly<Record<MarkTargetType, string>> = {
  doctor: '医生',
  service: '服务包',
  article: '文章',
  knowledge: '知识',
  circle: '圈子',
  comment: '评论',
};

/** The Chinese messages of the calls. */
export const MARK_MSG = {
  typeInvalid: (kind: MarkKind) =>
    `type须为${MARK_KIND_TARGETS[kind].map((t) => `${t}（${MARK_TARGET_NAMES[t]}）`).join('、')}之一`,
  typeClosed: (kind: MarkKind, type: MarkTargetType) =>
    `${MARK_TARGET_NAMES[type]}暂未开放${MARK_KIND_NAMES[kind]}`,
  targetMissing: (type: MarkTargetType) => `${MARK_TARGET_NAMES[type]}不存在`,
  unavailable: '该内容已失效',
};
