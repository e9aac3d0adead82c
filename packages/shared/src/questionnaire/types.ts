/**
 * The questionnaire form engine (issue 12): definitions, answers, conditions, validation and
 * scoring. Items keep the shape of spec 1 section 3 (type, visible, require, title, content,
 * value); everything here is zod-free so the web form renderer can run it on every keystroke
 * (the zod schema of a definition lives in schemas/questionnaire.ts).
 */

/** Item types. Types 4, 5 and 6 are multi-value; types above 90 are display-only (spec 1 section 3). */
export const ITEM_TYPE = {
  text: 1,
  textarea: 2,
  single: 3,
  multi: 4,
  multiSelect: 5,
  image: 6,
  number: 7,
  date: 8,
  idcard: 9,
  phone: 10,
  scale: 11,
  matrix: 12,
  /** Display-only: a paragraph of guidance. */
  note: 91,
  /** Display-only: a divider with an optional caption. */
  divider: 92,
} as const;
export type ItemType = (typeof ITEM_TYPE)[keyof typeof ITEM_TYPE];

/** Types above this are display-only and never validated (spec 1 section 5). */
export const DISPLAY_TYPE_ABOVE = 90;
/** Multi-value types (spec 1 section 3). */
export const MULTI_VALUE_TYPES: readonly number[] = [ITEM_TYPE.multi, ITEM_TYPE.multiSelect, ITEM_TYPE.image];

export const isDisplayType = (type: number): boolean => type > DISPLAY_TYPE_ABOVE;
export const isMultiType = (type: number): boolean => MULTI_VALUE_TYPES.includes(type);

/** Limits of one answer (our own; the spec shows none). */
export const QUESTION_LIMITS = {
  textLength: 500,
  textareaLength: 2000,
  images: 9,
  items: 500,
  options: 50,
} as const;

export type Scalar = string | number;
/** One answer: a scalar, a list (types 4-6) or a matrix's row → option map. */
export type AnswerValue = Scalar | Scalar[] | Record<string, Scalar> | null;
export type Answers = Record<string, AnswerValue | undefined>;

export type ConditionOp = 'exists' | '=' | '!=' | '>' | '<' | '>=' | '<=';
export const CONDITION_OPS: readonly ConditionOp[] = ['exists', '=', '!=', '>', '<', '>=', '<='];

/** An item shows when an earlier answer meets a condition; `any`/`all` combine conditions. */
export type Condition =
  | { key: string; op: ConditionOp; value?: Scalar }
  | { any: Condition[] }
  | { all: Condition[] };

export interface ItemOption {
  label: string;
  value: Scalar;
  /** Points this option scores (scales). */
  score?: number;
}

export interface FormItem {
  /** Stable key of the item within its definition (answers are keyed by it). */
  key: string;
  type: number;
  /** Shown at all; false hides the item whatever its condition says (spec field). */
  visible?: boolean;
  require?: boolean;
  /** The section title the item belongs to (spec field; filled from its section). */
  title?: string;
  /** The question text. */
  content: string;
  /** The default value. */
  value?: AnswerValue;
  hint?: string;
  options?: ItemOption[];
  /** Number and scale: bounds, step and unit. */
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  /** Scale: the labels of both ends. */
  minLabel?: string;
  maxLabel?: string;
  /** Date: latest allowed day is today (e.g. a birthday). */
  notAfterToday?: boolean;
  /** Matrix: the rows (each answered with one of `options`). */
  rows?: { key: string; label: string }[];
  showIf?: Condition;
}

export interface Section {
  title: string;
  items: FormItem[];
}

/** A band of the total: the result text and advice a score in [min, max] gets. */
export interface ScoreBand {
  min: number;
  max: number;
  level: string;
  text: string;
  advice: string;
  /** How the band is shown and whether it alerts the doctor. */
  tone: 'normal' | 'attention' | 'abnormal' | 'severe';
}

/** A flag raised by one answer whatever the total (e.g. PHQ-9 item 9). */
export interface ScoreFlag {
  when: Condition;
  text: string;
}

export interface Scoring {
  /** sum: the items' points; weighted: each item's points times its weight. */
  method: 'sum' | 'weighted';
  /** Items that count (default: every item with scored options, number or scale). */
  items?: string[];
  weights?: Record<string, number>;
  min: number;
  max: number;
  unit?: string;
  bands: ScoreBand[];
  flags?: ScoreFlag[];
}

export interface QuestionnaireDefinition {
  /** Stable code across projects (phq9, gad7, cat, mmrc, ...). */
  code: string;
  name: string;
  /** Shown before the first question. */
  intro?: string;
  /** The published source of the items and scoring (required for validated scales). */
  source?: string;
  /** Questionnaire group (GET /api/question/group). */
  group: string;
  sections: Section[];
  scoring?: Scoring;
}

/** What scoring a record gives. */
export interface ScoreResult {
  total: number;
  max: number;
  band: ScoreBand | null;
  flags: string[];
}

/** A no-login questionnaire link is valid for this many days, and for one record. */
export const QUESTION_LINK_DAYS = 7;
