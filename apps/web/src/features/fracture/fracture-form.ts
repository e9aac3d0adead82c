import { FRAX_RISK_FACTOR_KEYS, type FraxBmdType, type FraxBody, type FraxRiskFactor } from '@kanghu/shared';

/** What the form holds: selectors give arrays, inputs give text. */
export type FractureValues = {
  sex?: number[];
  birthday?: string;
  height?: string;
  weight?: string;
  bmdType?: FraxBmdType[];
  bmdValue?: string;
} & Partial<Record<FraxRiskFactor, number[]>>;

const num = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? undefined : Number(t);
};

/** The request body of the form's values (validated afterwards with the shared fraxBody). */
export function fractureBody(patientId: number, v: FractureValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    patientId,
    sex: v.sex?.[0],
    birthday: v.birthday,
    height: num(v.height),
    weight: num(v.weight),
    bmdType: v.bmdType?.[0] ?? null,
    bmdValue: num(v.bmdValue) ?? null,
  };
  for (const k of FRAX_RISK_FACTOR_KEYS) body[k] = v[k]?.[0] === undefined ? undefined : v[k]?.[0] === 1;
  if (typeof v.birthday === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.birthday)) {
    const [year, month, day] = v.birthday.split('-').map(Number);
    Object.assign(body, { year, month, day });
  }
  return body;
}

/** Initial values from the patient's file: sex and birthday when known. */
export function initialValues(p: { sex: number | null; birthday: string | null }): FractureValues {
  return {
    ...(p.sex === 1 || p.sex === 2 ? { sex: [p.sex] } : {}),
    ...(p.birthday ? { birthday: p.birthday.slice(0, 10) } : {}),
  };
}

export type { FraxBody };
