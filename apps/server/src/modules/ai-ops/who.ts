import { type AiWho, WHO_MSG } from '@kanghu/shared';
import type { PatientRow, Viewer } from '../../core/access.ts';
import { type District, districtResident, districtResidentById } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';

/** The district's resident named by ID number or patient id (404 outside the district). */
export function residentBy(tx: Tx, viewer: Viewer, district: District, who: AiWho): Promise<PatientRow> {
  if (who.idcard) return districtResident(tx, viewer, district, who.idcard);
  if (who.patientId) return districtResidentById(tx, viewer, district, who.patientId);
  throw badRequest(WHO_MSG);
}
