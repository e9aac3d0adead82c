import { type AnyColumn, eq } from 'drizzle-orm';
import { doctors, patients } from '../db/schema/index.ts';

/**
 * The patient and doctor names most lists show beside their rows, written once:
 * `tx.select({ row: table, ...PATIENT_DOCTOR_NAMES }).from(table)
 *    .innerJoin(patients, patientOf(table.patientId)).leftJoin(doctors, doctorOf(table.doctorId))`.
 */
export const PATIENT_DOCTOR_NAMES = {
  patientName: patients.name,
  doctorName: doctors.name,
  doctorUserId: doctors.userId,
};

/** Join condition: the patients row of a patient id column. */
export const patientOf = (patientId: AnyColumn) => eq(patients.id, patientId);
/** Join condition: the doctors row of a doctor id column. */
export const doctorOf = (doctorId: AnyColumn) => eq(doctors.id, doctorId);
