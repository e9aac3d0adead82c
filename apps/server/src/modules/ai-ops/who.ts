import { type AiWho, WHO_MSG } from '@kanghu/shared';
import type { PatientRow, Viewer } from '../../core/access.ts';
import { type District, districtResidentBy } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * The district's resident named by ID number or patient id (404 outside the district); 400 when
 * a call whose schema lets both be empty names neither.
 */
export function residentBy(tx: Tx, viewer: Viewer, district: District, who: AiWho): Promise<PatientRow> {
  if (!who.idcard && !who.patientId) throw badRequest(WHO_MSG);
  return districtResidentBy(tx, viewer, district, {
    idcard: who.idcard || undefined,
    patientId: who.patientId,
  });
}
