import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIdcard } from '../auth/helpers.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient } from '../patients/helpers.ts';

describe('third-party side-switch bindings', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let owner: Account;
  let stranger: Account;
  let idcard: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    idcard = (await createPatient(app, p, owner)).idcard;
  });
  afterAll(() => app.close());

  it('saves a binding (upsert of the pair), lists it from either side masked; strangers 404; bad input 400', async () => {
    const bindIdcard = randomIdcard();
    const body = {
      idcard,
      name: '张三',
      bindIdcard,
      bindName: '张小三',
      bindPhone: '13912345678',
      relation: '子女',
    };
    const saved = await call(app, p, {
      method: 'POST',
      url: '/api/third/patient/side/switch/bind',
      token: owner.token,
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: '张三',
      bindName: '张小三',
      bindPhone: '139****5678',
      relation: '子女',
    });
    expect(saved.json().data.bindIdcard).not.toBe(bindIdcard);
    const again = await call(app, p, {
      method: 'POST',
      url: '/api/third/patient/side/switch/bind',
      token: owner.token,
      payload: { ...body, relation: '父母' },
    });
    expect(again.statusCode).toBe(200);
    expect(await countRows('third_patient_bindings', p.id)).toBe(1);

    const list = await call(app, p, {
      method: 'GET',
      url: `/api/third/patient/side/switch/bind/idcard/${idcard}`,
      token: owner.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ relation: '父母', bindName: '张小三' })]);

    const hidden = await call(app, p, {
      method: 'GET',
      url: `/api/third/patient/side/switch/bind/idcard/${idcard}`,
      token: stranger.token,
    });
    expect(hidden.statusCode).toBe(404);
    const hiddenSave = await call(app, p, {
      method: 'POST',
      url: '/api/third/patient/side/switch/bind',
      token: stranger.token,
      payload: body,
    });
    expect(hiddenSave.statusCode).toBe(404);

    const bad = await call(app, p, {
      method: 'POST',
      url: '/api/third/patient/side/switch/bind',
      token: owner.token,
      payload: { ...body, bindPhone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    const self = await call(app, p, {
      method: 'POST',
      url: '/api/third/patient/side/switch/bind',
      token: owner.token,
      payload: { ...body, bindIdcard: idcard },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe('不能绑定本人');
    expect(await countRows('third_patient_bindings', p.id)).toBe(1);
  });
});
