import { z } from 'zod';
import { patientIdcardField } from './patient.ts';

/**
 * The Lin'an entry `/:org/patient/:idcard` (and the lishui variant): the screen posts the ID number
 * in a body, never in an API URL, and gets the patient it means among the caller's own.
 */
export const linanEntryBody = z.object({ idcard: patientIdcardField });
export type LinanEntryBody = z.infer<typeof linanEntryBody>;

export const linanEntryView = z.object({ patientId: z.number().int(), name: z.string() });
export type LinanEntryView = z.infer<typeof linanEntryView>;
