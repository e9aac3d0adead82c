import {
  ageInDays,
  assessPoints,
  bmiOf,
  type GrowthView,
  growthCharts,
  type PhysiqueView,
  type RawPoint,
  type SportTestView,
  scoreFitness,
  targetHeight,
} from '@kanghu/shared';
import type { PatientRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { withPatient } from '../../core/with-patient.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { whoTables } from '../../lib/who-tables.ts';
import { pushGrowthNotes, recordGrowthFlags } from './flags-service.ts';
import {
  insertPhysique,
  insertSportTest,
  type PhysiqueRow,
  physiqueRows,
  type SportTestRow,
  sportTestOf,
  sportTestRows,
} from './repo.ts';

const YEAR_MS = 365.25 * 86_400_000;

function physiqueView(r: PhysiqueRow): PhysiqueView {
  return {
    id: r.id,
    patientId: r.patientId,
    height: r.height,
    weight: r.weight,
    bmi: r.height && r.weight ? bmiOf(r.weight, r.height) : null,
    rboneAge: r.rboneAge,
    cboneAge: r.cboneAge,
    headCircumference: r.headCircumference,
    measureTime: r.measuredAt.toISOString(),
    dataSource: r.dataSource,
    createdAt: r.createdAt.toISOString(),
  };
}

const numberOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** POST /api/patient/physique */
export async function addPhysique(
  ctx: Ctx,
  body: {
    patientId: number;
    height?: number | undefined;
    weight?: number | undefined;
    rboneAge?: number | undefined;
    cboneAge?: number | undefined;
    headCircumference?: number | undefined;
    measureTime: Date;
    dataSource: 'manual' | 'device' | 'hospital';
  },
): Promise<PhysiqueView> {
  const { view, notes } = await withPatient(ctx, body.patientId, async ({ tx, viewer, patient }) => {
    const row = await insertPhysique(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      height: body.height ?? null,
      weight: body.weight ?? null,
      rboneAge: body.rboneAge ?? null,
      cboneAge: body.cboneAge ?? null,
      headCircumference: body.headCircumference ?? null,
      measuredAt: body.measureTime,
      dataSource: body.dataSource,
      createdByUserId: viewer.userId,
    });
    const notes = patient.isChild
      ? await recordGrowthFlags(ctx, tx, patient, row, await growthPoints(tx, patient))
      : [];
    return { view: physiqueView(row), notes };
  });
  await pushGrowthNotes(ctx, notes);
  return view;
}

/** GET /api/patient/physique/history: newest first. */
export async function physiqueHistory(ctx: Ctx, patientId: number) {
  return withPatient(ctx, patientId, async ({ tx, patient }) => {
    const rows = await physiqueRows(tx, patient.id, 'desc', 200);
    return rows.map(physiqueView);
  });
}

/** Target height from the given heights, else the record's fatherHeight/motherHeight; null if unknown. */
function expectedOf(patient: PatientRow, father?: number, mother?: number) {
  const f = father ?? numberOf(patient.extra.fatherHeight);
  const m = mother ?? numberOf(patient.extra.motherHeight);
  if (f === null || m === null || (patient.sex !== 1 && patient.sex !== 2)) return null;
  return {
    patientId: patient.id,
    sex: patient.sex,
    fatherHeight: f,
    motherHeight: m,
    ...targetHeight(f, m, patient.sex),
  };
}

/** GET /api/patient/baby/expected/height: (father + mother +/- 13) / 2 cm, range +/- 7.5 cm. */
export async function expectedHeight(
  ctx: Ctx,
  query: { patientId: number; fatherHeight?: number | undefined; motherHeight?: number | undefined },
) {
  return withPatient(ctx, query.patientId, async ({ patient }) => {
    if (patient.sex !== 1 && patient.sex !== 2) throw badRequest('请先填写孩子的性别');
    const out = expectedOf(patient, query.fatherHeight, query.motherHeight);
    if (!out) throw badRequest('请填写父亲和母亲的身高');
    return out;
  });
}

/** The child's measurements oldest first: physique records plus the baby record's history values. */
async function growthPoints(tx: Tx, patient: PatientRow): Promise<Array<RawPoint & { id: number | null }>> {
  const rows = await physiqueRows(tx, patient.id, 'asc', 500);
  const points: Array<RawPoint & { id: number | null }> = rows.map((r) => ({
    id: r.id,
    time: r.measuredAt.toISOString(),
    height: r.height,
    weight: r.weight,
    headCircumference: r.headCircumference,
    rboneAge: r.rboneAge,
    cboneAge: r.cboneAge,
    source: r.dataSource,
  }));
  const extra = patient.extra;
  const historyTime =
    typeof extra.historyMeasureTime === 'string' ? new Date(extra.historyMeasureTime) : null;
  if (historyTime && !Number.isNaN(historyTime.getTime())) {
    const h = numberOf(extra.historyHeight);
    const w = numberOf(extra.historyWeight);
    if (h !== null || w !== null)
      points.push({
        id: null,
        time: historyTime.toISOString(),
        height: h,
        weight: w,
        headCircumference: null,
        rboneAge: null,
        cboneAge: null,
        source: 'record',
      });
  }
  points.sort((a, b) => a.time.localeCompare(b.time));
  return points;
}

const sexOf = (patient: PatientRow) => (patient.sex === 1 || patient.sex === 2 ? patient.sex : null);

/** The standard the project chose; China 2009 is offered but its tables are not in the project yet. */
function standardOf(ctx: Ctx): GrowthView['standard'] {
  if (ctx.project.settings.features?.growthStandard === 'china2009')
    return {
      code: 'who',
      name: 'WHO 儿童生长标准',
      note: '本项目选择了中国 2009 年儿童生长标准（李辉等），其数值表尚未收录，暂按 WHO 标准评价',
    };
  return { code: 'who', name: 'WHO 儿童生长标准', note: null };
}

/**
 * GET /api/patient/baby/growth: the child's measurements with z-scores and percentiles (WHO
 * standards to 5 years, the WHO 2007 reference after), the charts' reference lines, the readings and
 * flags of the latest measurement, height velocity and the genetic target height.
 */
export async function babyGrowth(ctx: Ctx, patientId: number): Promise<GrowthView> {
  return withPatient(ctx, patientId, async ({ tx, patient }) => {
    if (!patient.isChild) throw notFound();
    const raw = await growthPoints(tx, patient);
    const sex = sexOf(patient);
    const tables = whoTables();
    const assessed = assessPoints(tables, sex, patient.birthday, raw);
    const heights = raw.filter((p) => p.height !== null);
    const first = heights[0];
    const last = heights[heights.length - 1];
    let heightVelocity: number | null = null;
    if (first && last && first.height !== null && last.height !== null) {
      const years = (Date.parse(last.time) - Date.parse(first.time)) / YEAR_MS;
      if (years >= 90 / 365.25) heightVelocity = Math.round(((last.height - first.height) / years) * 10) / 10;
    }
    const latestPoint = assessed[assessed.length - 1];
    const rows = await physiqueRows(tx, patient.id, 'desc', 1);
    const latestRow = rows[0];
    return {
      patientId: patient.id,
      name: patient.name,
      sex: patient.sex,
      birthday: patient.birthday,
      standard: standardOf(ctx),
      points: assessed.map(({ flagTexts: _f, ...p }) => p),
      charts: sex ? growthCharts(tables, sex, assessed, ageInDays(patient.birthday, ctx.now())) : [],
      readings: latestPoint?.indicators.map((i) => i.reading) ?? [],
      flags: latestPoint?.flagTexts ?? [],
      latest: latestRow ? physiqueView(latestRow) : null,
      heightVelocity,
      expected: expectedOf(patient),
      expectHeight: numberOf(patient.extra.expectHeight),
    };
  });
}

const RESULT_KEYS = [
  'height',
  'weight',
  'vitalCapacity',
  'sitAndReach',
  'jumpRope',
  'sitUp',
  'standingJump',
  'pullUp',
] as const;

function sportTestView(r: SportTestRow): SportTestView {
  const score = r.score as unknown as ReturnType<typeof scoreFitness>;
  return {
    id: r.id,
    patientId: r.patientId,
    name: r.name,
    age: r.age,
    sex: r.sex,
    grade: r.grade,
    results: r.results,
    scored: score.scored,
    items: score.items,
    total: score.total,
    rating: score.rating,
    note: score.note,
    createdAt: r.createdAt.toISOString(),
  };
}

type SportTestBody = {
  patientId: number;
  name: string;
  age: number;
  sex: 1 | 2;
  grade: number;
} & Partial<Record<(typeof RESULT_KEYS)[number], number | undefined>>;

/** POST /api/patient/sport/test: stores the results and the score at entry (packages/shared growth.ts). */
export async function addSportTest(ctx: Ctx, body: SportTestBody) {
  return withPatient(ctx, body.patientId, async ({ tx, viewer, patient }) => {
    const results: Record<string, number> = {};
    for (const k of RESULT_KEYS) {
      const v = body[k];
      if (typeof v === 'number') results[k] = v;
    }
    if (Object.keys(results).filter((k) => k !== 'height' && k !== 'weight').length === 0)
      throw badRequest('请至少填写一项测试成绩');
    const score = scoreFitness({ grade: body.grade, sex: body.sex, ...results });
    const row = await insertSportTest(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      name: body.name,
      age: body.age,
      sex: body.sex,
      grade: body.grade,
      results,
      score: score as unknown as Record<string, unknown>,
      total: score.total,
      createdByUserId: viewer.userId,
    });
    return sportTestView(row);
  });
}

/** GET /api/patient/sport/test/report: the latest (or `id`) test and the history, newest first. */
export async function sportTestReport(ctx: Ctx, query: { patientId: number; id?: number | undefined }) {
  return withPatient(ctx, query.patientId, async ({ tx, patient }) => {
    const history = (await sportTestRows(tx, patient.id, 50)).map(sportTestView);
    if (query.id !== undefined) {
      const one = await sportTestOf(tx, patient.id, query.id);
      if (!one) throw notFound('测试记录不存在');
      return { latest: sportTestView(one), history };
    }
    return { latest: history[0] ?? null, history };
  });
}
