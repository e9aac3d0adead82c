import { z } from 'zod';
import { diseaseOf } from '../domain/patient-list.ts';
import { rowIdField } from './auth.ts';
import { page } from './envelope.ts';
import { patientPageQuery, recordTimeField } from './records.ts';

/**
 * Diagnoses the family adds to the archive (/api/patient/archive/diagnosis; the lifetime user's
 * archives/add/diagnosis): what the patient was told at a hospital, entered by an account bound to
 * the patient. Kept apart from the doctors' diagnosis records and labelled 家属填写 wherever shown.
 * The disease is one of the chronic disease types of the patient dictionary (spec 3 section 3) or,
 * for any other disease, its name as written on the hospital's papers.
 */
const ARCHIVE_DISEASE_NAME_MAX = 50;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .optional();

export const archiveDiagnosisBody = z
  .strictObject({
    patientId: rowIdField,
    /** 1-4: a disease type of DISEASE_TYPES; absent for another disease. */
    diseaseType: z.coerce
      .number({ error: '疾病类型有误' })
      .int('疾病类型有误')
      .refine((v) => diseaseOf(v) !== undefined, '疾病类型有误')
      .optional(),
    diseaseName: optionalText('疾病名称', ARCHIVE_DISEASE_NAME_MAX),
    diagnosedAt: recordTimeField('确诊时间'),
    hospital: optionalText('确诊医院', 50),
    remark: optionalText('备注', 200),
  })
  .superRefine((b, ctx) => {
    const typed = b.diseaseType !== undefined ? diseaseOf(b.diseaseType)?.name : undefined;
    if (!b.diseaseName && !typed)
      ctx.addIssue({ code: 'custom', message: '请选择或输入疾病名称', path: ['diseaseName'] });
    else if (typed && b.diseaseName && b.diseaseName !== typed)
      ctx.addIssue({ code: 'custom', message: '疾病名称与疾病类型不一致', path: ['diseaseName'] });
  });

/** The name stored for a valid body: the name given, else the disease type's name. */
export function archiveDiseaseName(b: {
  diseaseType?: number | undefined;
  diseaseName?: string | undefined;
}) {
  return b.diseaseName || (b.diseaseType !== undefined ? (diseaseOf(b.diseaseType)?.name ?? '') : '');
}
export type ArchiveDiagnosisBody = z.input<typeof archiveDiagnosisBody>;

export const archiveDiagnosisView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  diseaseType: z.number().int().nullable(),
  diseaseName: z.string(),
  diagnosedAt: z.string(),
  hospital: z.string().nullable(),
  remark: z.string().nullable(),
  /** Always 家属填写: who stands behind the entry, shown with it. */
  sourceText: z.string(),
  createdAt: z.string(),
});
export type ArchiveDiagnosisView = z.infer<typeof archiveDiagnosisView>;
export const archiveDiagnosisPage = page(archiveDiagnosisView);
export const archiveDiagnosisQuery = patientPageQuery;

export const ARCHIVE_DIAGNOSIS_SOURCE = '家属填写';
