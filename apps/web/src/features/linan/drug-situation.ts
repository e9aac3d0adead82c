import type { FollowRecordView, MedicineRecordView } from '@kanghu/shared';

/** What one follow-up visit recorded about medication (lines of the record's form). */
export interface VisitMedication {
  recordId: number;
  time: string;
  doctorName: string | null;
  medication: string | null;
  adherence: string | null;
  adverse: string | null;
}

const line = (r: FollowRecordView, key: string) => r.formList.find((l) => l.key === key)?.value ?? null;

/** The visits that recorded medication or adherence, newest first. */
export function visitMedications(records: FollowRecordView[]): VisitMedication[] {
  return [...records]
    .sort((a, b) => b.time.localeCompare(a.time))
    .map((r) => ({
      recordId: r.id,
      time: r.time,
      doctorName: r.doctorName,
      medication: line(r, 'medication'),
      adherence: line(r, 'adherence'),
      adverse: line(r, 'adverseReaction'),
    }))
    .filter((v) => v.medication !== null || v.adherence !== null);
}

/** Medication records still taken on `today` (no end date, or ending today or later), and the stopped ones. */
export function splitCurrent(list: MedicineRecordView[], today: string) {
  const current = list.filter((m) => m.startDate <= today && (m.endDate === null || m.endDate >= today));
  const stopped = list.filter((m) => !current.includes(m));
  return { current, stopped };
}
