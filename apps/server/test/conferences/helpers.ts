import { type TestProject, withAdmin } from '../fixtures.ts';

export interface TestConference {
  id: number;
  expertId: number;
  hallIds: number[];
  thematicIds: number[];
  topicIds: number[];
}

/** A small conference: two experts, two halls, one thematic session per hall, two topics each. */
export async function conferenceFixture(
  project: TestProject,
  fields: { registerOpen?: boolean; isShow?: boolean } = {},
): Promise<TestConference> {
  return withAdmin(async (c) => {
    const one = async (q: string, params: unknown[]) =>
      (await c.query<{ id: number }>(q, params)).rows[0]?.id ?? 0;
    const id = await one(
      `insert into conferences (project_id, title, venue, start_date, end_date, sign_code, register_open, is_show)
       values ($1, '测试学术年会', '测试会展中心', '2026-12-12', '2026-12-13', '123456', $2, $3) returning id`,
      [project.id, fields.registerOpen ?? true, fields.isShow ?? true],
    );
    const expertId = await one(
      `insert into conference_experts (project_id, conference_id, name, title, org, featured) values ($1,$2,'周专家','主任医师','测试医院',true) returning id`,
      [project.id, id],
    );
    await one(
      `insert into conference_experts (project_id, conference_id, name, title, org) values ($1,$2,'沈专家','副主任医师','测试医院') returning id`,
      [project.id, id],
    );
    const hallIds: number[] = [];
    const thematicIds: number[] = [];
    const topicIds: number[] = [];
    for (const [i, hall] of ['主会场', '分会场A'].entries()) {
      const hallId = await one(
        `insert into conference_halls (project_id, conference_id, name, sort) values ($1,$2,$3,$4) returning id`,
        [project.id, id, hall, i],
      );
      hallIds.push(hallId);
      const thematicId = await one(
        `insert into conference_thematics (project_id, conference_id, hall_id, name, day) values ($1,$2,$3,$4,$5) returning id`,
        [project.id, id, hallId, `专题${i + 1}`, i === 0 ? '2026-12-12' : '2026-12-13'],
      );
      thematicIds.push(thematicId);
      for (const [start, end] of [
        ['09:00', '09:40'],
        ['09:40', '10:20'],
      ]) {
        topicIds.push(
          await one(
            `insert into conference_topics (project_id, conference_id, thematic_id, title, start_time, end_time, expert_id, speaker)
             values ($1,$2,$3,$4,$5,$6,$7,'周专家') returning id`,
            [project.id, id, thematicId, `议题${topicIds.length + 1}`, start, end, expertId],
          ),
        );
      }
    }
    await c.query(
      `insert into conference_microstation (project_id, conference_id, kind, title, body) values ($1,$2,'traffic','交通指引','地铁直达')`,
      [project.id, id],
    );
    return { id, expertId, hallIds, thematicIds, topicIds };
  });
}
