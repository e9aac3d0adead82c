import { chinaDay } from '../domain/china-time.ts';
import { parseIdCard } from '../domain/idcard.ts';
import { MSG } from '../domain/messages.ts';
import { isMobile, isNumeric } from '../domain/phone.ts';
import { type CompiledForm, compileForm, isAnswered, visibleItems } from './conditions.ts';
import {
  type Answers,
  type AnswerValue,
  type FormItem,
  ITEM_TYPE,
  isDisplayType,
  isMultiType,
  QUESTION_LIMITS,
  type QuestionnaireDefinition,
  type Scalar,
} from './types.ts';

/** The first failing item and its message (shown in the 系统提示 alert). */
export interface FormError {
  key: string;
  msg: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDay(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

function hasOption(item: FormItem, v: Scalar): boolean {
  return (item.options ?? []).some((o) => o.value === v);
}

function numberError(item: FormItem, value: AnswerValue): string | null {
  if (typeof value === 'object' || !isNumeric(value)) return `${item.content}须为数字`;
  const n = Number(value);
  const unit = item.unit ?? '';
  if (item.min !== undefined && n < item.min) return `${item.content}不能小于${item.min}${unit}`;
  if (item.max !== undefined && n > item.max) return `${item.content}不能大于${item.max}${unit}`;
  return null;
}

/** The format rules of one answered item (spec 1 section 5 and our own for the other types). */
function formatError(item: FormItem, value: AnswerValue, today: Date): string | null {
  const wrong = `${item.content}格式有误`;
  switch (item.type) {
    case ITEM_TYPE.text:
    case ITEM_TYPE.textarea: {
      if (typeof value !== 'string') return wrong;
      const max = item.type === ITEM_TYPE.text ? QUESTION_LIMITS.textLength : QUESTION_LIMITS.textareaLength;
      return value.length > max ? `${item.content}不能超过${max}个字` : null;
    }
    case ITEM_TYPE.single:
      return typeof value === 'object' || !hasOption(item, value as Scalar)
        ? `${item.content}选项有误`
        : null;
    case ITEM_TYPE.multi:
    case ITEM_TYPE.multiSelect:
      if (!Array.isArray(value)) return wrong;
      if (new Set(value).size !== value.length || !value.every((v) => hasOption(item, v)))
        return `${item.content}选项有误`;
      return null;
    case ITEM_TYPE.image:
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length <= 300))
        return wrong;
      return value.length > QUESTION_LIMITS.images
        ? `${item.content}最多上传${QUESTION_LIMITS.images}张`
        : null;
    case ITEM_TYPE.number:
      return numberError(item, value);
    case ITEM_TYPE.scale: {
      const e = numberError(item, value);
      if (e) return e;
      const step = item.step ?? 1;
      const from = item.min ?? 0;
      const k = (Number(value) - from) / step;
      return Math.abs(k - Math.round(k)) > 1e-9 ? wrong : null;
    }
    case ITEM_TYPE.date:
      if (typeof value !== 'string' || !realDay(value)) return wrong;
      return item.notAfterToday && value > chinaDay(today) ? `${item.content}不能晚于今天` : null;
    case ITEM_TYPE.idcard: {
      if (typeof value !== 'string') return MSG.idcardInvalid;
      const r = parseIdCard(value, today);
      return r.ok ? null : r.msg;
    }
    case ITEM_TYPE.phone:
      return typeof value === 'string' && isMobile(value.trim()) ? null : MSG.telInvalid;
    case ITEM_TYPE.matrix: {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrong;
      const rows = new Set((item.rows ?? []).map((r) => r.key));
      for (const [row, v] of Object.entries(value))
        if (!rows.has(row) || !hasOption(item, v)) return `${item.content}选项有误`;
      return null;
    }
    default:
      return wrong;
  }
}

/** A required matrix needs every row answered. */
function filled(item: FormItem, value: AnswerValue | undefined): boolean {
  if (!isAnswered(value)) return false;
  if (item.type === ITEM_TYPE.matrix && value && typeof value === 'object' && !Array.isArray(value))
    return (item.rows ?? []).every((r) => isAnswered((value as Record<string, Scalar>)[r.key]));
  if (isMultiType(item.type)) return Array.isArray(value) && value.length > 0;
  return true;
}

/**
 * Validates answers against a definition (spec 1 section 5), in item order, and answers the first
 * error or null. Only visible items count; types above 90 are never validated. A visible required
 * item left empty reads `[section title]+content+不能为空`; multi-value types (4, 5, 6) need a
 * non-empty list; ID numbers follow parseIdCard (生日不能晚于今天 for a future birthday); phones
 * the mainland mobile rule. The web form and the server run this same function.
 */
export function validateAnswers(
  definition: QuestionnaireDefinition | CompiledForm,
  answers: Answers,
  today: Date = new Date(),
): FormError | null {
  const form = 'items' in definition ? definition : compileForm(definition);
  const visible = visibleItems(form, answers);
  for (let i = 0; i < form.items.length; i++) {
    const item = form.items[i] as FormItem;
    if (!visible[i] || isDisplayType(item.type)) continue;
    const value = answers[item.key];
    if (!filled(item, value)) {
      if (item.require) return { key: item.key, msg: `${item.title ?? ''}${item.content}不能为空` };
      if (!isAnswered(value)) continue;
    }
    const msg = formatError(item, value as AnswerValue, today);
    if (msg) return { key: item.key, msg };
  }
  return null;
}
