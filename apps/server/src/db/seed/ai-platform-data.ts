import { REGION_CODE_PREFIX } from '@kanghu/shared';
import type pg from 'pg';
import { newSecretKey, sealText } from '../../lib/secret-box.ts';
import { type AiResident, insertDiagnoses, insertReadings } from './ai-platform-readings.ts';
import { insertRiskMarks } from './ai-platform-risk.ts';
import { generator, idNumber, person } from './cohort-people.ts';

/**
 * The AI follow-up platform demo (issue 16) in project yzh-yuhang: one community health centre per
 * district (临平区 330113, 余杭区 330110), servicers with local bindings, and residents with
 * readings, groups and diagnoses, so discovery, abnormal reminders and high risk have content.
 * Bulk inserts over unnest'ed arrays; deterministic (fixed seed).
 */
export const AI_RESIDENTS_PER_DISTRICT = 1000;

interface SeedCentre {
  areaCode: string;
  code: string;
  name: string;
  streets: readonly string[];
}

export const AI_CENTRES: readonly SeedCentre[] = [
  {
    areaCode: '330113',
    code: 'YH-LP01',
    name: '临平区南苑街道社区卫生服务中心',
    streets: ['南苑街道迎宾路', '临平街道西大街', '东湖街道东湖中路', '星桥街道星桥北路', '乔司街道乔司路'],
  },
  {
    areaCode: '330110',
    code: 'YH-YH01',
    name: '余杭区余杭街道社区卫生服务中心',
    streets: ['余杭街道直街', '五常街道五常大道', '仓前街道文一西路', '闲林街道闲兴路', '中泰街道中泰路'],
  },
];

/** The servicers of the demo table in README (password DEMO_PASSWORD); localUsername is their district account. */
export const AI_SERVICERS = [
  {
    username: 'aidoc01',
    name: '沈建国',
    role: 'doctor',
    centre: 'YH-LP01',
    local: 'lp_shenjg',
    title: '主治医师',
  },
  {
    username: 'aiaide01',
    name: '钱晓燕',
    role: 'assistant',
    centre: 'YH-LP01',
    local: 'lp_qianxy',
    title: '医生助理',
  },
  {
    username: 'aidoc02',
    name: '俞海峰',
    role: 'doctor',
    centre: 'YH-YH01',
    local: 'yh_yuhf',
    title: '副主任医师',
  },
] as const;

export async function seedAiPlatform(
  client: pg.Client,
  projectId: number,
  passwordHash: string,
): Promise<void> {
  const g = generator(16_016);
  const now = new Date();
  const key = newSecretKey();
  await client.query(
    `insert into integration_keys (project_id, kind, secret_value) values ($1, 'local-yzh:binding', $2) on conflict do nothing`,
    [projectId, key],
  );
  const stored = await client.query<{ secret_value: string }>(
    `select secret_value from integration_keys where project_id = $1 and kind = 'local-yzh:binding'`,
    [projectId],
  );
  const sealKey = stored.rows[0]?.secret_value ?? key;
  const orgIds = new Map<string, number>();
  for (const c of AI_CENTRES) {
    const r = await client.query<{ id: number }>(
      `insert into orgs (project_id, code, name, area_code) values ($1,$2,$3,$4) returning id`,
      [projectId, c.code, c.name, c.areaCode],
    );
    orgIds.set(c.code, r.rows[0]?.id ?? 0);
  }
  for (const s of AI_SERVICERS) {
    const orgId = orgIds.get(s.centre) ?? null;
    const u = await client.query<{ id: number }>(
      `insert into users (project_id, password_hash, user_type, role, username, name, org_id, sex)
       values ($1,$2,'servicer',$3,$4,$5,$6,1) returning id`,
      [projectId, passwordHash, s.role, s.username, s.name, orgId],
    );
    const userId = u.rows[0]?.id ?? 0;
    const d = await client.query<{ id: number }>(
      `insert into doctors (project_id, user_id, org_id, name, title, is_assistant) values ($1,$2,$3,$4,$5,$6) returning id`,
      [projectId, userId, orgId, s.name, s.title, s.role === 'assistant'],
    );
    const areaCode = AI_CENTRES.find((c) => c.code === s.centre)?.areaCode ?? '';
    await client.query(
      `insert into ai_local_bindings (project_id, user_id, doctor_id, district_id, local_username, local_password_sealed, local_user_id)
       select $1, $2, $3, id, $4, $5, $6 from districts where project_id = $1 and key = $7`,
      [
        projectId,
        userId,
        d.rows[0]?.id ?? null,
        s.local,
        sealText(sealKey, `Local@${s.local}`),
        `L${areaCode}${String(userId).padStart(6, '0')}`,
        REGION_CODE_PREFIX + areaCode,
      ],
    );
  }
  const residents = await insertResidents(client, projectId, orgIds, g, now);
  await insertGroups(client, projectId, residents);
  await insertReadings(client, projectId, residents, g, now);
  await insertDiagnoses(client, projectId, residents, g, now);
  await insertRiskMarks(client, projectId, g, now);
}

async function insertResidents(
  client: pg.Client,
  projectId: number,
  orgIds: Map<string, number>,
  g: ReturnType<typeof generator>,
  now: Date,
): Promise<AiResident[]> {
  const cols = { name: [] as string[], idcard: [] as string[], tel: [] as string[], sex: [] as number[] };
  const more = {
    birthday: [] as string[],
    address: [] as string[],
    org: [] as number[],
    extra: [] as string[],
  };
  let n = 0;
  for (const c of AI_CENTRES) {
    for (let i = 0; i < AI_RESIDENTS_PER_DISTRICT; i++, n++) {
      const p = person(g, 20_000 + n, now);
      cols.name.push(p.name);
      cols.idcard.push(idNumber(c.areaCode, p.birthday, 2 * (n % 480) + 10, p.sex));
      cols.tel.push(p.tel);
      cols.sex.push(p.sex);
      more.birthday.push(p.birthday);
      more.address.push(`浙江省杭州市${g.pick(c.streets)}${g.int(1, 400)}号`);
      more.org.push(orgIds.get(c.code) ?? 0);
      const waist = g.chance(0.7) ? g.int(p.sex === 1 ? 72 : 66, p.sex === 1 ? 102 : 96) : undefined;
      const family = g.chance(0.6) ? g.chance(0.25) : undefined;
      more.extra.push(JSON.stringify({ waist, diabetesFamilyHistory: family }));
    }
  }
  // The same birthday and sequence can repeat: keep the first of each ID number.
  const rows = await client.query<{ id: number; birthday: string; sex: number }>(
    `insert into patients (project_id, name, idcard, tel, sex, birthday, address, org_id, extra, created_at)
     select distinct on (i) $1, n, i, t, s, b::date, a, o, e::jsonb, now() - (random() * interval '400 days')
     from unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::int[], $9::text[])
       as x(n, i, t, s, b, a, o, e)
     on conflict do nothing
     returning id, birthday::text as birthday, sex`,
    [
      projectId,
      cols.name,
      cols.idcard,
      cols.tel,
      cols.sex,
      more.birthday,
      more.address,
      more.org,
      more.extra,
    ],
  );
  return rows.rows.map((r) => {
    const bpRoll = g.next();
    const bgRoll = g.next();
    return {
      id: r.id,
      birthday: r.birthday,
      sex: r.sex,
      bp: bpRoll < 0.3 ? 'group' : bpRoll < 0.45 ? 'suspect' : 'normal',
      bg: bgRoll < 0.12 ? 'group' : bgRoll < 0.2 ? 'suspect' : 'normal',
      lipidHigh: g.chance(0.2),
    };
  });
}

async function insertGroups(client: pg.Client, projectId: number, residents: AiResident[]): Promise<void> {
  const patient: number[] = [];
  const type: number[] = [];
  const level: number[] = [];
  for (const r of residents) {
    if (r.bp === 'group') {
      patient.push(r.id);
      type.push(1);
      level.push(1 + (r.id % 3));
    }
    if (r.bg === 'group') {
      patient.push(r.id);
      type.push(2);
      level.push(1 + (r.id % 2));
    }
  }
  await client.query(
    `insert into patient_diseases (project_id, patient_id, type, level, ai_file)
     select $1, p, t, l, true from unnest($2::int[], $3::int[], $4::int[]) as x(p, t, l)`,
    [projectId, patient, type, level],
  );
}
