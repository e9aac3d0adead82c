import { z } from 'zod';
import { telField } from './auth.ts';
import { patientIdcardField, patientNameField } from './patient.ts';

/** POST /api/third/patient/side/switch/bind (spec 3 third-party binding entity). */
export const sideSwitchBindBody = z.object({
  idcard: patientIdcardField,
  name: patientNameField,
  bindIdcard: patientIdcardField,
  bindName: patientNameField,
  bindPhone: telField,
  relation: z.string({ error: '请选择关系' }).trim().min(1, '请选择关系').max(20, '关系过长'),
});
export const sideSwitchIdcardParam = z.object({ idcard: patientIdcardField });
/** ID numbers and phones are masked. */
export const sideSwitchBindView = z.object({
  id: z.number().int(),
  idcard: z.string(),
  name: z.string(),
  bindIdcard: z.string(),
  bindName: z.string(),
  bindPhone: z.string(),
  relation: z.string(),
  updatedAt: z.string(),
});
export const sideSwitchBindList = z.array(sideSwitchBindView);
