import { type AiResidentBrief, ageOn, maskIdCard, maskPhone } from '@kanghu/shared';

/** The columns every AI list selects for a resident (see residentColumns in lists-repo.ts). */
export type ResidentCols = {
  patientId: number;
  name: string;
  idcard: string | null;
  sex: number | null;
  birthday: string | null;
  tel: string | null;
  orgName: string | null;
};

/** A resident as the AI lists show them: ID number and phone masked. */
export function residentBrief(r: ResidentCols, now: Date): AiResidentBrief {
  return {
    patientId: r.patientId,
    name: r.name,
    idcardMasked: maskIdCard(r.idcard),
    sex: r.sex,
    age: ageOn(r.birthday, now),
    telMasked: maskPhone(r.tel),
    orgName: r.orgName,
  };
}
