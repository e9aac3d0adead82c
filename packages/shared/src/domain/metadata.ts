/**
 * Metadata dictionaries sent with the session user info (spec 2 section 3). Values that are
 * numeric strings are turned into integers before they reach the client.
 */
export type MetadataDictionaries = Record<string, Record<string, string | number>>;

/** Default dictionaries of every project; a project may override them in its config "metadata". */
export const DEFAULT_METADATA: MetadataDictionaries = {
  sex: { '0': '未知', '1': '男', '2': '女' },
  /** Disease types (spec 3 section 3). */
  diseaseType: { '1': '高血压', '2': '糖尿病', '3': '慢阻肺', '4': '高血脂' },
  diseaseCode: { '1': 'hbp', '2': 'dm', '3': 'copd', '4': 'hpl' },
  /** Hypertension group levels 1-3; the other three diseases use 1 normal, 2 strong. */
  hbpGroup: { '1': '高一', '2': '高二', '3': '高三' },
  otherGroup: { '1': '常规', '2': '强化' },
  relation: { self: '本人', spouse: '配偶', child: '子女', parent: '父母', other: '其他' },
  archiveSpecialState: { '1': '公卫专项档案', '2': '已挂起', '3': '已注销' },
};

/** Turns numeric-string values into integers, leaving every other value as it is. */
export function normalizeMetadata(
  input: MetadataDictionaries,
): Record<string, Record<string, string | number>> {
  const out: Record<string, Record<string, string | number>> = {};
  for (const [name, dict] of Object.entries(input)) {
    const converted: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(dict))
      converted[k] = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
    out[name] = converted;
  }
  return out;
}

/** Label of a metadata code, or 未知 for an unknown code (spec 1 section 8). */
export function metadataLabel(
  dict: Record<string, string | number> | undefined,
  code: string | number,
): string {
  const v = dict?.[String(code)];
  return v === undefined ? '未知' : String(v);
}
