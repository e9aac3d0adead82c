import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../files/helpers.ts';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';

// The PNGs are Chromium screenshots of the HTML cards beside them (chromium --headless
// --screenshot --window-size=856,540), made once and committed.
const URL_OCR = '/api/base/parse/ocr/idcard';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

function upload(app: FastifyInstance, p: TestProject, body: Buffer, name = 'card.png') {
  const { payload, headers } = multipart({ name, type: 'image/png', body });
  return call(app, p, { method: 'POST', url: URL_OCR, payload, headers });
}

describe('POST /api/base/parse/ocr/idcard with the built-in offline provider (tesseract)', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  it('reads the 18-character number of an ID-card photo; sex and birthday from it; name and address left null', async () => {
    const res = await upload(app, p, fixture('idcard-valid.png'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      idcard: '11010519491231002X',
      name: null,
      sex: 2,
      birthday: '1949-12-31',
      address: null,
      provider: 'tesseract',
    });
  }, 60_000);

  it('answers the number as null when its check digit is wrong', async () => {
    const res = await upload(app, p, fixture('idcard-bad-check.png'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ idcard: null, sex: null, birthday: null, provider: 'tesseract' });
  }, 60_000);

  it('refuses a body that is not a photo (400) and a request without a file (400)', async () => {
    const text = await upload(app, p, Buffer.from('%PDF-1.4 not a photo at all'), 'card.pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ success: false, msg: '请上传身份证照片（JPG或PNG）' });
    const none = await call(app, p, { method: 'POST', url: URL_OCR, ...multipart(null) });
    expect(none.statusCode).toBe(400);
    expect(none.json().success).toBe(false);
  });
});

describe('POST /api/base/parse/ocr/idcard with OCR_PROVIDER=http', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let service: Server;
  let received: { auth?: string; image?: string } = {};
  let answer: unknown = {};

  beforeAll(async () => {
    // A local HTTP service speaking the documented contract (POST {image} -> {idcard, name, address}).
    service = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received = { auth: req.headers.authorization, image: (JSON.parse(body) as { image: string }).image };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    app = await createTestApp({
      OCR_PROVIDER: 'http',
      OCR_HTTP_URL: `http://127.0.0.1:${port}/idcard`,
      OCR_HTTP_TOKEN: 'secret-token',
    });
    p = await createProject();
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => service.close(resolve));
  });

  it('sends the photo to the configured service and checks the number it answers', async () => {
    answer = { data: { idcard: '11010519491231002x', name: '张三', address: '北京市朝阳区示例路1号' } };
    const photo = fixture('idcard-valid.png');
    const res = await upload(app, p, photo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      idcard: '11010519491231002X',
      name: '张三',
      sex: 2,
      birthday: '1949-12-31',
      address: '北京市朝阳区示例路1号',
      provider: 'http',
    });
    expect(received.auth).toBe('Bearer secret-token');
    expect(received.image).toBe(photo.toString('base64'));

    answer = { idcard: '110105194912310021', name: '张三' };
    const bad = await upload(app, p, photo);
    expect(bad.json().data).toMatchObject({ idcard: null, name: '张三', sex: null, provider: 'http' });
  });
});

describe('POST /api/base/parse/ocr/idcard is open but limited per IP', () => {
  let app: FastifyInstance;
  let p: TestProject;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
  });
  afterAll(() => app.close());

  it('answers 429 after 10 calls a minute from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await upload(app, p, Buffer.from('not a photo'), 'x.png')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
