import { z } from 'zod';
import { parseIdCard } from '../domain/idcard.ts';
import { MSG } from '../domain/messages.ts';
import { rowIdField, telField } from './auth.ts';
import { shortText } from './patient-fields.ts';

/** ID number with the precise message (生日不能晚于今天 for a future birth date). */
export const patientIdcardField = z
  .string({ error: MSG.idcardInvalid })
  .trim()
  .max(18, MSG.idcardInvalid)
  .superRefine((v, ctx) => {
    const r = parseIdCard(v);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.msg });
  })
  .transform((v) => {
    const r = parseIdCard(v);
    return r.ok ? r.info.idcard : v;
  });

export const patientNameField = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(1, '请输入姓名')
  .max(50, '姓名不能超过50个字');
export const relationField = z
  .string({ error: '请输入与本人关系' })
  .trim()
  .min(1, '请输入与本人关系')
  .max(20, '关系不能超过20个字');
const sexField = z.coerce.number({ error: '性别有误' }).int('性别有误').min(0, '性别有误').max(2, '性别有误');
export const birthdayField = z
  .string({ error: '生日格式有误' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式有误')
  .superRefine((v, ctx) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (y < 1800 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
      ctx.addIssue({ code: 'custom', message: '生日格式有误' });
      return;
    }
    const now = new Date();
    if (
      v >
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    )
      ctx.addIssue({ code: 'custom', message: MSG.birthdayAfterToday });
  });
const measure = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);

export const diseaseCategoryItem = z
  .object({
    type: z.coerce.number({ error: '疾病类型有误' }).int().min(1, '疾病类型有误').max(4, '疾病类型有误'),
    level: z.coerce
      .number({ error: '分组等级有误' })
      .int()
      .min(1, '分组等级有误')
      .max(3, '分组等级有误')
      .default(1),
    /** Archive state (spec 3 section 4): 1 public-health special file, 2 suspended, 3 cancelled; 0 or absent: none. */
    specialState: z.coerce
      .number({ error: '专档状态有误' })
      .int('专档状态有误')
      .min(0, '专档状态有误')
      .max(3, '专档状态有误')
      .optional(),
    aiFile: z.boolean({ error: 'AI档案标记有误' }).optional(),
    phFile: z.boolean({ error: '公卫档案标记有误' }).optional(),
  })
  .refine((c) => c.type === 1 || c.level <= 2, { message: '分组等级有误', path: ['level'] });

/** Full-record fields kept in the patient's `extra` (spec 3 section 3). */
export const patientExtraShape = {
  height: measure('身高', 30, 250).optional(),
  weight: measure('体重', 0.5, 500).optional(),
  blood: z.enum(['A', 'B', 'AB', 'O', 'unknown'], { error: '血型有误' }).optional(),
  rhBlood: z.enum(['positive', 'negative', 'unknown'], { error: 'RH血型有误' }).optional(),
  medicalIns: shortText('医保类型', 50).optional(),
  hisCode: shortText('HIS编号', 50).optional(),
  hospital: shortText('医院', 100).optional(),
  pregnantWeek: measure('孕周', 0, 45).optional(),
  pregnantDay: measure('孕天', 0, 6).optional(),
  city: shortText('城市', 50).optional(),
};
export const PATIENT_EXTRA_KEYS = Object.keys(patientExtraShape) as Array<keyof typeof patientExtraShape>;

/** POST /api/patient and PUT /api/patient/:id. */
export const upsertPatientBody = z.object({
  idcard: patientIdcardField.optional(),
  name: patientNameField,
  photo: z.string().trim().max(500, '头像地址过长').optional(),
  sex: sexField.optional(),
  tel: telField.optional(),
  birthday: birthdayField.optional(),
  telRelation: shortText('电话归属', 20).optional(),
  address: shortText('地址', 200).optional(),
  doctorId: rowIdField.optional(),
  /** Relation of the caller (customer) or of `userId` (servicer) to the patient. */
  relation: relationField.optional(),
  /** Servicers: the customer account to bind the new patient to. */
  userId: rowIdField.optional(),
  /** Servicers only: disease categories (type 1-4 with group level). */
  categoryList: z
    .array(diseaseCategoryItem, { error: '疾病分类格式有误' })
    .max(4, '疾病分类最多4项')
    .optional(),
  ...patientExtraShape,
});
export type UpsertPatientBody = z.infer<typeof upsertPatientBody>;

export const diseaseCategoryView = z.object({
  type: z.number().int(),
  level: z.number().int(),
  name: z.string(),
});
export const patientTagView = z.object({ id: z.number().int(), name: z.string() });
export const patientTagList = z.array(patientTagView);

/** A patient in a list: ID and phone masked. */
export const patientListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  idcard: z.string(),
  tel: z.string(),
  sex: z.number().int().nullable(),
  birthday: z.string().nullable(),
  age: z.number().int().nullable(),
  photo: z.string().nullable(),
  isChild: z.boolean(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  relation: z.string().nullable(),
  createdAt: z.string(),
});
export type PatientListItem = z.infer<typeof patientListItem>;

/** GET /api/patient/:id: the full ID and phone for someone allowed to see the patient. */
export const patientDetail = patientListItem.extend({
  address: z.string().nullable(),
  telRelation: z.string().nullable(),
  remark: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
  categoryList: z.array(diseaseCategoryView),
  tagList: z.array(patientTagView),
});
export type PatientDetail = z.infer<typeof patientDetail>;
export const patientListItems = z.array(patientListItem);
/** GET /api/patient/idcard/:idcard */
export const patientIdcardParam = z.object({ idcard: patientIdcardField });

/** Babies: a patient with isChild (spec 3 section 3 baby fields). */
export const upsertBabyBody = z.object({
  name: patientNameField,
  photo: z.string().trim().max(500, '头像地址过长').optional(),
  sex: sexField,
  relation: relationField.default('子女'),
  birthday: birthdayField,
  idcard: patientIdcardField.optional(),
  city: shortText('城市', 50).optional(),
  expectHeight: measure('期望身高', 30, 250).optional(),
  fatherHeight: measure('父亲身高', 100, 250).optional(),
  motherHeight: measure('母亲身高', 100, 250).optional(),
  height: measure('身高', 30, 250).optional(),
  weight: measure('体重', 0.5, 300).optional(),
  historyHeight: measure('历史身高', 30, 250).optional(),
  historyMeasureTime: z.string().trim().max(30, '历史测量时间有误').optional(),
  historyWeight: measure('历史体重', 0.5, 300).optional(),
  rboneAge: measure('骨龄', 0, 25).optional(),
  cboneAge: measure('骨龄', 0, 25).optional(),
  doctorId: rowIdField.optional(),
  tel: telField.optional(),
});
export const BABY_EXTRA_KEYS = [
  'city',
  'expectHeight',
  'fatherHeight',
  'motherHeight',
  'height',
  'weight',
  'historyHeight',
  'historyMeasureTime',
  'historyWeight',
  'rboneAge',
  'cboneAge',
] as const;
export const babyDetailQuery = z.object({ patientId: rowIdField });

/** PUT /api/patient/:id/tag/add: an existing tag id or a new tag name. */
export const addTagBody = z
  .object({ tagId: rowIdField.optional(), name: shortText('标签', 20).min(1, '请输入标签').optional() })
  .refine((b) => b.tagId !== undefined || b.name !== undefined, { message: '请选择标签', path: ['tagId'] });
export const deleteTagBody = z.object({ tagId: rowIdField });
export const tagListQuery = z.object({ isShow: z.enum(['0', '1'], { error: '参数有误' }).default('1') });

/** PUT /api/patient/add/remark/:id */
export const remarkBody = z.object({ remark: shortText('备注', 500) });
/** PUT /api/patient/doctor/:patientId */
export const assignDoctorBody = z.object({ doctorId: rowIdField });
export const patientIdParam = z.object({ patientId: rowIdField });

/** POST /api/patient/call/tel/record */
export const callRecordBody = z.object({
  patientId: rowIdField,
  tel: telField.optional(),
  startTime: z.iso.datetime({ offset: true, error: '通话时间格式有误' }),
  duration: z.coerce
    .number({ error: '通话时长须为数字' })
    .int('通话时长须为整数')
    .min(0, '通话时长不能小于0')
    .max(86_400, '通话时长有误'),
  remark: shortText('备注', 500).optional(),
});
export const callRecordParams = z.object({ userId: rowIdField, patientId: rowIdField });
export const callRecordView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  patientId: z.number().int(),
  tel: z.string(),
  startTime: z.string(),
  duration: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export const callRecordList = z.array(callRecordView);

/** GET /api/patient/disease/category: disease types 1-4 with their group levels. */
export const diseaseCategoryList = z.array(
  z.object({
    type: z.number(),
    code: z.string(),
    name: z.string(),
    levels: z.array(z.object({ level: z.number(), name: z.string() })),
  }),
);
