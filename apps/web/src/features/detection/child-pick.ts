import { ageInYears, isChildAt, type PatientView } from '@kanghu/shared';

/** Children (under 18 today, or marked as a child) first, then the others, each in account order. */
export function chooserOrder(list: readonly PatientView[], now = new Date()): PatientView[] {
  const child = (p: PatientView) => p.isChild || isChildAt(p, now);
  return [...list.filter(child), ...list.filter((p) => !child(p))];
}

/**
 * The patient a detection screen is about: `?patientId=` when it is one of the account's, else
 * the current patient when a child, else the first child, else the current patient.
 */
export function pickDetectionPatient(
  list: readonly PatientView[],
  queryId: number | null,
  current: PatientView | null,
  now = new Date(),
): PatientView | null {
  const fromQuery = queryId ? list.find((p) => p.id === queryId) : undefined;
  if (fromQuery) return fromQuery;
  const ordered = chooserOrder(list, now);
  const firstChild = ordered.find((p) => p.isChild || isChildAt(p, now));
  if (current && (current.isChild || isChildAt(current, now))) return current;
  return firstChild ?? current ?? ordered[0] ?? null;
}

/** "8岁 女" / "成人" labels of the chooser. */
export function ageSexText(p: Pick<PatientView, 'birthday' | 'sex'>, now = new Date()): string {
  const years = ageInYears(p.birthday, now);
  const sex = p.sex === 1 ? '男' : p.sex === 2 ? '女' : '';
  if (years === null) return sex;
  return [`${years}岁`, sex].filter(Boolean).join(' ');
}
