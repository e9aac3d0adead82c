import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../files/helpers.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { type Account, account, countRows, createPatient, otherOrgDoctor } from '../patients/helpers.ts';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('health records: check/inspection, examination, diagnosis', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let owner: Account;
  let stranger: Account;
  let doctor: Account;
  let farDoctor: Account;
  let otherProjectUser: Account;
  let patientId: number;
  let attachmentUrl: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    owner = await account(app, p);
    stranger = await account(app, p);
    doctor = await account(app, p, { role: 'doctor', name: '李医生' });
    farDoctor = await otherOrgDoctor(app, p);
    otherProjectUser = await account(app, other);
    patientId = (await createPatient(app, p, owner, { doctorId: doctor.doctorId })).id;
    const { payload, headers } = multipart({ name: '报告.png', type: 'image/png', body: PNG_1PX });
    const up = await call(app, p, {
      method: 'POST',
      url: '/api/upload/file?path=record',
      payload,
      headers,
      token: owner.token,
    });
    expect(up.statusCode, up.body).toBe(200);
    attachmentUrl = up.json().data.url;
  });
  afterAll(() => app.close());

  const checkBody = (extra: Record<string, unknown> = {}) => ({
    patientId,
    kind: 'inspection',
    itemName: '血常规',
    orgName: '社区卫生服务中心',
    checkTime: minutesAgo(60),
    result: '白细胞偏高',
    abnormal: true,
    attachments: [{ url: attachmentUrl, name: '报告.png' }],
    ...extra,
  });

  describe('check and inspection records', () => {
    let recordId: number;

    it('the patient adds a record with an attachment and reads it in the list and detail', async () => {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/check/inspection/record',
        token: owner.token,
        payload: checkBody(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        patientId,
        kind: 'inspection',
        itemName: '血常规',
        abnormal: true,
        attachments: [{ url: attachmentUrl, name: '报告.png' }],
        doctorRemark: null,
      });
      recordId = data.id;
      await call(app, p, {
        method: 'POST',
        url: '/api/patient/check/inspection/record',
        token: owner.token,
        payload: checkBody({ kind: 'check', itemName: '胸部CT', abnormal: false, attachments: [] }),
      });

      const list = await call(app, p, {
        method: 'GET',
        url: `/api/patient/check/inspection/record?patientId=${patientId}`,
        token: owner.token,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.total).toBe(2);
      const onlyInspection = await call(app, p, {
        method: 'GET',
        url: `/api/patient/check/inspection/record?patientId=${patientId}&kind=inspection`,
        token: owner.token,
      });
      expect(onlyInspection.json().data.list.map((r: { id: number }) => r.id)).toEqual([recordId]);

      const detail = await call(app, p, {
        method: 'GET',
        url: `/api/patient/check/inspection/record/${recordId}`,
        token: owner.token,
      });
      expect(detail.json().data).toMatchObject({ id: recordId, result: '白细胞偏高' });
    });

    it('the patient doctor sees it and writes the remark; the patient may not', async () => {
      const seen = await call(app, p, {
        method: 'GET',
        url: `/api/patient/check/inspection/record/${recordId}`,
        token: doctor.token,
      });
      expect(seen.statusCode).toBe(200);
      const remark = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/check/inspection/record/${recordId}/remark`,
        token: doctor.token,
        payload: { doctorRemark: '建议复查血常规' },
      });
      expect(remark.statusCode, remark.body).toBe(200);
      expect(remark.json().data.doctorRemark).toBe('建议复查血常规');
      const byPatient = await call(app, p, {
        method: 'PUT',
        url: `/api/patient/check/inspection/record/${recordId}/remark`,
        token: owner.token,
        payload: { doctorRemark: '自己写' },
      });
      expect(byPatient.statusCode).toBe(403);
    });

    it('bad input answers 400 in Chinese and stores nothing', async () => {
      const before = await countRows('check_inspection_records', p.id);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ kind: 'xray' }, '请选择检查或检验'],
        [{ itemName: '' }, '请输入项目名称'],
        [{ checkTime: new Date(Date.now() + 86_400_000).toISOString() }, '不能晚于当前时间'],
        [{ checkTime: '2026-02-30 10:00' }, '格式有误'],
        [{ attachments: [{ url: 'https://evil.example/x.png', name: 'x' }] }, '附件地址有误'],
        [{ attachments: [{ url: `/api/files/${p.key}/${'a'.repeat(32)}.png`, name: 'x' }] }, '附件不存在'],
        [{ patientId: 'abc' }, 'id须为数字'],
      ];
      for (const [extra, msg] of cases) {
        const res = await call(app, p, {
          method: 'POST',
          url: '/api/patient/check/inspection/record',
          token: owner.token,
          payload: checkBody(extra),
        });
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json()).toMatchObject({ success: false });
        expect(res.json().msg).toContain(msg);
      }
      expect(await countRows('check_inspection_records', p.id)).toBe(before);
    });

    it('an attachment of another project is refused', async () => {
      const { payload, headers } = multipart({ name: 'x.png', type: 'image/png', body: PNG_1PX });
      const up = await call(app, other, {
        method: 'POST',
        url: '/api/upload/file',
        payload,
        headers,
        token: otherProjectUser.token,
      });
      const foreign = up.json().data.url as string;
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/check/inspection/record',
        token: owner.token,
        payload: checkBody({ attachments: [{ url: foreign, name: 'x.png' }] }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('附件不存在，请重新上传');
    });

    it('401 without a token; 404 for another account, another org and another project', async () => {
      const none = await call(app, p, {
        method: 'GET',
        url: `/api/patient/check/inspection/record/${recordId}`,
      });
      expect(none.statusCode).toBe(401);
      for (const who of [stranger, farDoctor]) {
        const detail = await call(app, p, {
          method: 'GET',
          url: `/api/patient/check/inspection/record/${recordId}`,
          token: who.token,
        });
        expect(detail.statusCode).toBe(404);
        expect(detail.json().msg).toBe('记录不存在');
        const list = await call(app, p, {
          method: 'GET',
          url: `/api/patient/check/inspection/record?patientId=${patientId}`,
          token: who.token,
        });
        expect(list.statusCode).toBe(404);
        const add = await call(app, p, {
          method: 'POST',
          url: '/api/patient/check/inspection/record',
          token: who.token,
          payload: checkBody({ attachments: [] }),
        });
        expect(add.statusCode).toBe(404);
      }
      const cross = await call(app, other, {
        method: 'GET',
        url: `/api/patient/check/inspection/record/${recordId}`,
        token: otherProjectUser.token,
      });
      expect(cross.statusCode).toBe(404);
      const del = await call(app, p, {
        method: 'DELETE',
        url: `/api/patient/check/inspection/record/${recordId}`,
        token: stranger.token,
      });
      expect(del.statusCode).toBe(404);
    });

    it('the owner deletes their record', async () => {
      const del = await call(app, p, {
        method: 'DELETE',
        url: `/api/patient/check/inspection/record/${recordId}`,
        token: owner.token,
      });
      expect(del.statusCode, del.body).toBe(200);
      expect(await countRows('check_inspection_records', p.id, 'id = $2', [recordId])).toBe(0);
    });
  });

  describe('examination records', () => {
    let examId: number;
    const exam = (extra: Record<string, unknown> = {}) => ({
      patientId,
      title: '2026年度健康体检',
      orgName: '人民医院体检中心',
      examTime: minutesAgo(24 * 60),
      summary: '血压偏高，建议低盐饮食',
      items: [
        { name: '收缩压', value: '150', unit: 'mmHg', referenceRange: '90-139', abnormal: true },
        { name: '空腹血糖', value: '5.2', unit: 'mmol/L', referenceRange: '3.9-6.1' },
      ],
      ...extra,
    });

    it('a doctor records an examination; the patient lists and opens it', async () => {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/examination',
        token: doctor.token,
        payload: exam(),
      });
      expect(res.statusCode, res.body).toBe(200);
      examId = res.json().data.id;
      const list = await call(app, p, {
        method: 'GET',
        url: `/api/patient/examination?patientId=${patientId}`,
        token: owner.token,
      });
      expect(list.json().data).toMatchObject({
        total: 1,
        list: [{ id: examId, itemCount: 2, abnormalCount: 1, title: '2026年度健康体检' }],
      });
      const detail = await call(app, p, {
        method: 'GET',
        url: `/api/patient/examination/${examId}`,
        token: owner.token,
      });
      expect(detail.json().data.items[0]).toEqual({
        name: '收缩压',
        value: '150',
        unit: 'mmHg',
        referenceRange: '90-139',
        abnormal: true,
      });
      expect(detail.json().data.items[1].abnormal).toBe(false);
    });

    it('the patient may not write one; bad items answer 400; others see 404', async () => {
      const byPatient = await call(app, p, {
        method: 'POST',
        url: '/api/patient/examination',
        token: owner.token,
        payload: exam(),
      });
      expect(byPatient.statusCode).toBe(403);
      const empty = await call(app, p, {
        method: 'POST',
        url: '/api/patient/examination',
        token: doctor.token,
        payload: exam({ items: [] }),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().msg).toContain('请至少填写一个体检项目');
      for (const [who, project] of [
        [stranger, p],
        [farDoctor, p],
        [otherProjectUser, other],
      ] as const) {
        const res = await call(app, project, {
          method: 'GET',
          url: `/api/patient/examination/${examId}`,
          token: who.token,
        });
        expect(res.statusCode).toBe(404);
      }
      const none = await call(app, p, {
        method: 'GET',
        url: `/api/patient/examination?patientId=${patientId}`,
      });
      expect(none.statusCode).toBe(401);
    });
  });

  describe('diagnosis records', () => {
    let diagnosisId: number;
    const diagnosis = (extra: Record<string, unknown> = {}) => ({
      patientId,
      type: 1,
      way: '门诊',
      majorDiagnosis: '原发性高血压 2级',
      minorDiagnosis: '血脂异常',
      medicalTime: minutesAgo(120),
      nowDisease: '头晕 3 天',
      diseaseHistory: '高血压 5 年',
      patientDesc: '头晕乏力',
      physical: '血压 160/100 mmHg',
      docList: [{ type: 1, url: attachmentUrl, name: '门诊病历.png' }],
      ...extra,
    });

    it('the doctor writes one (doctor defaults to the writer); the patient reads it', async () => {
      const res = await call(app, p, {
        method: 'POST',
        url: '/api/patient/diagnosis/record',
        token: doctor.token,
        payload: diagnosis(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ doctorId: doctor.doctorId, doctorName: '李医生', type: 1 });
      diagnosisId = res.json().data.id;
      const list = await call(app, p, {
        method: 'GET',
        url: `/api/patient/diagnosis/record?patientId=${patientId}`,
        token: owner.token,
      });
      expect(list.json().data.total).toBe(1);
      const detail = await call(app, p, {
        method: 'GET',
        url: `/api/patient/diagnosis/record/${diagnosisId}`,
        token: owner.token,
      });
      expect(detail.json().data).toMatchObject({
        majorDiagnosis: '原发性高血压 2级',
        docList: [{ type: 1, url: attachmentUrl, name: '门诊病历.png' }],
      });
    });

    it('400 for bad values, 403 for a patient, 404 outside the scope', async () => {
      for (const [extra, msg] of [
        [{ type: 9 }, '就诊类型有误'],
        [{ majorDiagnosis: '' }, '请输入主要诊断'],
        [{ docList: [{ type: 7, url: attachmentUrl, name: 'x' }] }, '资料类型有误'],
      ] as const) {
        const res = await call(app, p, {
          method: 'POST',
          url: '/api/patient/diagnosis/record',
          token: doctor.token,
          payload: diagnosis(extra),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toContain(msg);
      }
      const byPatient = await call(app, p, {
        method: 'POST',
        url: '/api/patient/diagnosis/record',
        token: owner.token,
        payload: diagnosis(),
      });
      expect(byPatient.statusCode).toBe(403);
      const byFar = await call(app, p, {
        method: 'POST',
        url: '/api/patient/diagnosis/record',
        token: farDoctor.token,
        payload: diagnosis(),
      });
      expect(byFar.statusCode).toBe(404);
      for (const [who, project] of [
        [stranger, p],
        [otherProjectUser, other],
      ] as const) {
        const res = await call(app, project, {
          method: 'GET',
          url: `/api/patient/diagnosis/record/${diagnosisId}`,
          token: who.token,
        });
        expect(res.statusCode).toBe(404);
      }
    });
  });
});
