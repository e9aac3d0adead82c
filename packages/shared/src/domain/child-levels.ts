/**
 * Grade levels that only children's readings get (child-ranges.ts), with their labels. Kept apart
 * (no imports) so the adult table's `levelLabel` can name them without an import cycle.
 */
export const CHILD_LEVEL_LABELS: Readonly<Record<string, string>> = {
  /** Systolic or diastolic at or above the age- and sex-specific P95 cut-off. */
  child_high: '儿童血压偏高',
};
