import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestProject } from '../fixtures.ts';
import { type Account, type CreatedPatient, createPatient } from './helpers.ts';

export const DAY = 86_400_000;

/** A patient created by a servicer with disease groups (type 1-4 with level). */
export async function groupedPatient(
  app: FastifyInstance,
  p: TestProject,
  by: Account,
  name: string,
  categoryList: Array<Record<string, unknown>> = [],
  more: Record<string, unknown> = {},
): Promise<CreatedPatient> {
  return createPatient(app, p, by, { name, categoryList, ...more });
}

/** One reading entered by `by` at `daysAgo` days before now. */
export async function reading(
  app: FastifyInstance,
  p: TestProject,
  by: Account,
  patientId: number,
  daysAgo: number,
  bp: [number, number] | { glucose: number; period: string },
): Promise<number> {
  const payload = Array.isArray(bp)
    ? { type: 'bp', values: { systolic: bp[0], diastolic: bp[1] } }
    : { type: 'bg', values: { glucose: bp.glucose }, period: bp.period };
  const res = await call(app, p, {
    method: 'POST',
    url: '/api/patient/life/measurement',
    token: by.token,
    payload: { patientId, measureTime: new Date(Date.now() - daysAgo * DAY).toISOString(), ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/** GET /api/patient as `who` with a query; the answer's data. */
export async function list(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  query: Record<string, string> = {},
) {
  const res = await call(app, p, {
    method: 'GET',
    url: '/api/patient',
    token: who.token,
    query: { pageSize: '100', ...query },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    total: number;
    list: Array<{
      id: number;
      name: string;
      tel: string;
      idcard: string;
      diseases: Array<{ type: number; level: number; levelName: string; archive: string[] }>;
      tags: Array<{ id: number; name: string }>;
      latestReading: { id: number; type: string; level: string; tone: string; abnormal: boolean } | null;
      abnormalRecent: boolean;
      lastAbnormalAt: string | null;
    }>;
  };
}

/** The names of a list answer, in order. */
export const names = (data: { list: Array<{ name: string }> }) => data.list.map((x) => x.name);
