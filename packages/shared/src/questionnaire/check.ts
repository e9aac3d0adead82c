/**
 * Consistency checks of a questionnaire definition written by a doctor (issue 12, definition
 * management). The zod schema checks the shape; these check what the engine needs to run it:
 * known item types, options where a choice needs them, conditions on earlier items, bounds in
 * order, scored items that exist and bands that do not overlap. Each problem is one Chinese
 * message; the first one is what the editor and the server answer.
 */
import { type Condition, ITEM_TYPE, type QuestionnaireDefinition } from './types.ts';

const KNOWN_TYPES: readonly number[] = Object.values(ITEM_TYPE);
const CHOICE_TYPES: readonly number[] = [
  ITEM_TYPE.single,
  ITEM_TYPE.multi,
  ITEM_TYPE.multiSelect,
  ITEM_TYPE.matrix,
];

/** The item type names the editor offers (every type of the engine). */
export const ITEM_TYPE_NAMES: Record<number, string> = {
  [ITEM_TYPE.text]: '单行文本',
  [ITEM_TYPE.textarea]: '多行文本',
  [ITEM_TYPE.single]: '单选',
  [ITEM_TYPE.multi]: '多选',
  [ITEM_TYPE.multiSelect]: '多选（标签）',
  [ITEM_TYPE.image]: '图片上传',
  [ITEM_TYPE.number]: '数字',
  [ITEM_TYPE.date]: '日期',
  [ITEM_TYPE.idcard]: '身份证号',
  [ITEM_TYPE.phone]: '手机号',
  [ITEM_TYPE.scale]: '量表滑块',
  [ITEM_TYPE.matrix]: '矩阵单选',
  [ITEM_TYPE.note]: '说明文字',
  [ITEM_TYPE.divider]: '分隔线',
};

export const needsOptions = (type: number): boolean => CHOICE_TYPES.includes(type);

function conditionKeys(c: Condition, out: string[] = []): string[] {
  if ('any' in c) for (const x of c.any) conditionKeys(x, out);
  else if ('all' in c) for (const x of c.all) conditionKeys(x, out);
  else out.push(c.key);
  return out;
}

/** Every consistency problem of a definition, in item order (empty: the engine can run it). */
export function definitionProblems(d: QuestionnaireDefinition): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let n = 0;
  for (const section of d.sections)
    for (const item of section.items) {
      n++;
      const label = `第${n}题`;
      if (!KNOWN_TYPES.includes(item.type)) out.push(`${label}的题型（${item.type}）不支持`);
      if (item.type < 90 && !item.content.trim()) out.push(`${label}的题目内容不能为空`);
      if (needsOptions(item.type)) {
        const opts = item.options ?? [];
        if (opts.length === 0) out.push(`${label}至少需要一个选项`);
        const values = new Set(opts.map((o) => String(o.value)));
        if (values.size !== opts.length) out.push(`${label}的选项值重复`);
        if (opts.some((o) => !o.label.trim())) out.push(`${label}的选项文字不能为空`);
      }
      if (item.type === ITEM_TYPE.matrix && (item.rows ?? []).length === 0)
        out.push(`${label}（矩阵）至少需要一行`);
      if (item.min !== undefined && item.max !== undefined && item.min > item.max)
        out.push(`${label}的最小值不能大于最大值`);
      if (item.type === ITEM_TYPE.scale && (item.min === undefined || item.max === undefined))
        out.push(`${label}（量表滑块）须设置最小值和最大值`);
      if (item.showIf)
        for (const k of conditionKeys(item.showIf))
          if (!seen.has(k)) out.push(`${label}的显示条件须引用它之前的题目（${k}）`);
      if (seen.has(item.key)) out.push(`${label}的题目标识${item.key}重复`);
      seen.add(item.key);
    }
  if (n === 0) out.push('问卷至少需要一道题');
  const s = d.scoring;
  if (s) {
    if (s.min > s.max) out.push('评分的最低分不能大于最高分');
    for (const k of s.items ?? []) if (!seen.has(k)) out.push(`计分题目${k}不存在`);
    for (const k of Object.keys(s.weights ?? {})) if (!seen.has(k)) out.push(`权重题目${k}不存在`);
    const bands = [...s.bands].sort((a, b) => a.min - b.min);
    for (const [i, b] of bands.entries()) {
      if (b.min > b.max) out.push(`分段“${b.level}”的下限不能大于上限`);
      const prev = bands[i - 1];
      if (prev && b.min <= prev.max) out.push(`分段“${prev.level}”与“${b.level}”的分数范围重叠`);
    }
  }
  return out;
}

/** The first problem, or null. */
export function definitionProblem(d: QuestionnaireDefinition): string | null {
  return definitionProblems(d)[0] ?? null;
}

/** Roles that create and edit the project's questionnaire definitions (assistants only use them). */
export const QUESTION_EDITOR_ROLES: readonly string[] = ['doctor', 'admin', 'staff'];
export const QUESTION_EDITOR_FORBIDDEN = '仅医生或管理员可以编辑问卷';
export const QUESTION_BUILT_IN_READONLY = '内置量表不能修改，请复制后编辑';
export const QUESTION_VERSION_OUTDATED = '该问卷已有更新的版本，请刷新后编辑';
