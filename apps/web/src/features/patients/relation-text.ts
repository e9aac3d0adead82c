/** A relation as people read it: a metadata code (self, spouse, ...) by its label, free text as it is. */
export function relationText(
  dict: Record<string, string | number> | undefined,
  value: string | null,
): string {
  if (!value) return '';
  const label = dict?.[value];
  return label === undefined ? value : String(label);
}

/** Sex of a patient record: 1 男, 2 女. */
export function sexText(sex: number | null): string {
  return sex === 1 ? '男' : sex === 2 ? '女' : '';
}
