import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, type TestProject, withAdmin } from '../fixtures.ts';
import { docx, JPEG_HEAD, multipart, PDF_SMALL, PNG_1PX, xlsx, zip } from './helpers.ts';

interface Uploaded {
  id: number;
  url: string;
  name: string;
  size: number;
  mime: string;
}

describe('uploads: POST /api/upload/file, /api/base/upload/file and GET /api/files/:project/:name', () => {
  let app: FastifyInstance;
  let a: TestProject;
  let b: TestProject;
  let userA: number;
  let tokenA: string;
  let tokenB: string;

  const upload = (
    file: Parameters<typeof multipart>[0],
    opts: { url?: string; token?: string; project?: TestProject } = {},
  ) => {
    const { payload, headers } = multipart(file);
    return call(app, opts.project ?? a, {
      method: 'POST',
      url: opts.url ?? '/api/upload/file?path=avatar',
      payload,
      headers,
      token: opts.token ?? tokenA,
    });
  };

  beforeAll(async () => {
    a = await createProject();
    b = await createProject();
    // Image tags send no Project header: the default project must not matter for file URLs.
    app = await createTestApp({ DEFAULT_PROJECT: b.key });
    userA = (await createUser(a)).id;
    tokenA = await app.services.sessions.issue(a.id, userA, {});
    tokenB = await app.services.sessions.issue(b.id, (await createUser(b)).id, {});
  });
  afterAll(() => app.close());

  it('when I upload a photo, it is stored under a random name and served back by its public URL', async () => {
    const res = await upload({ name: '头像.png', type: 'image/png', body: PNG_1PX });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Uploaded;
    expect(data).toMatchObject({ name: '头像.png', size: PNG_1PX.length, mime: 'image/png' });
    expect(data.url).toMatch(new RegExp(`^/api/files/${a.key}/[a-f0-9]{32}\\.png$`));
    const storedName = data.url.split('/').pop() as string;
    const onDisk = await readFile(path.join(app.services.config.uploadsDir, String(a.id), storedName));
    expect(onDisk.equals(PNG_1PX)).toBe(true);
    const row = await withAdmin((c) =>
      c.query('select user_id, category, original_name from uploads where id = $1 and project_id = $2', [
        data.id,
        a.id,
      ]),
    );
    expect(row.rows[0]).toEqual({ user_id: userA, category: 'avatar', original_name: '头像.png' });

    const got = await app.inject({ method: 'GET', url: data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(String(got.headers['content-disposition'])).toMatch(/^inline/);
    expect(got.rawPayload.equals(PNG_1PX)).toBe(true);
    const again = await app.inject({
      method: 'GET',
      url: data.url,
      headers: { 'if-none-match': String(got.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('decides the type from the content, not from the client name or MIME type', async () => {
    const res = await upload(
      { name: 'scan.pdf', type: 'application/pdf', body: JPEG_HEAD },
      { url: '/api/base/upload/file' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mime).toBe('image/jpeg');
    expect(res.json().data.url).toMatch(/\.jpg$/);
  });

  it('serves a PNG with HTML appended, named x.html, as x.png of type image/png (issue 10)', async () => {
    const body = Buffer.concat([
      PNG_1PX,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await upload({ name: 'x.html', type: 'text/html', body });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Uploaded;
    expect(data).toMatchObject({ name: 'x.png', mime: 'image/png' });
    expect(data.url).toMatch(/\.png$/);
    const got = await app.inject({ method: 'GET', url: data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`inline; filename="x.png"; filename*=UTF-8''x.png`);
    expect(String(got.headers['content-disposition'])).not.toContain('html');
  });

  it("serves a file recorded under another type's name with the extension of its content", async () => {
    const res = await upload({ name: 'report.pdf', body: PNG_1PX });
    const storedName = (res.json().data as Uploaded).url.split('/').pop() as string;
    await withAdmin((c) =>
      c.query('update uploads set original_name = $1 where stored_name = $2', ['old.html', storedName]),
    );
    const got = await app.inject({ method: 'GET', url: (res.json().data as Uploaded).url });
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`inline; filename="old.png"; filename*=UTF-8''old.png`);
  });

  it('serves documents as attachments with the original name', async () => {
    const res = await upload({ name: '检查报告.pdf', body: PDF_SMALL });
    const url = res.json().data.url as string;
    const got = await app.inject({ method: 'GET', url });
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('检查报告.pdf')}`,
    );
  });

  it('accepts Word and Excel files, and answers byte ranges', async () => {
    const w = await upload({ name: 'a.docx', body: docx() });
    expect(w.json().data.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const x = await upload({ name: 'b.xlsx', body: xlsx() });
    expect(x.json().data.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const ranged = await app.inject({
      method: 'GET',
      url: x.json().data.url,
      headers: { range: 'bytes=0-3' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.toString('latin1')).toBe('PK\u0003\u0004');
    const bad = await app.inject({
      method: 'GET',
      url: x.json().data.url,
      headers: { range: 'bytes=99999-' },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('refuses files outside the allow-list with 415 不支持的文件类型', async () => {
    const bodies = [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      zip({ 'readme.txt': 'hello' }),
      docx(undefined, { 'word/vbaProject.bin': Buffer.from('macro') }),
    ];
    for (const body of bodies) {
      const res = await upload({ name: 'photo.png', type: 'image/png', body });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ success: false, msg: MSG.fileTypeNotAllowed });
    }
  });

  it('answers 400 请选择要上传的文件 without a file, and 400 for a bad path', async () => {
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(MSG.fileMissing);
    const json = await call(app, a, {
      method: 'POST',
      url: '/api/upload/file',
      payload: { a: 1 },
      token: tokenA,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe(MSG.fileMissing);
    const badPath = await upload(
      { name: 'a.png', body: PNG_1PX },
      { url: '/api/upload/file?path=../../etc' },
    );
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().msg).toContain('上传目录格式有误');
  });

  it('needs a login for uploads and word2html (401); a token of another project is refused', async () => {
    for (const url of ['/api/upload/file', '/api/base/upload/file', '/api/base/upload/file/word2html']) {
      const { payload, headers } = multipart({ name: 'a.png', body: PNG_1PX });
      const res = await call(app, a, { method: 'POST', url, payload, headers });
      expect(res.statusCode).toBe(401);
    }
    const cross = await upload({ name: 'a.png', body: PNG_1PX }, { token: tokenB });
    expect(cross.statusCode).toBe(401);
  });

  it('answers 404 for a file asked in another project, an unknown project or name', async () => {
    const res = await upload({ name: 'a.png', body: PNG_1PX });
    const url = res.json().data.url as string;
    const storedName = url.split('/').pop() as string;
    const viaB = await app.inject({ method: 'GET', url: `/api/files/${b.key}/${storedName}` });
    expect(viaB.statusCode).toBe(404);
    const headerB = await call(app, b, { method: 'GET', url });
    expect(headerB.statusCode).toBe(404);
    const unknown = await app.inject({ method: 'GET', url: `/api/files/nope-project/${storedName}` });
    expect(unknown.statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: `/api/files/${a.key}/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    const traversal = await app.inject({ method: 'GET', url: `/api/files/${a.key}/..%2F..%2Fetc%2Fpasswd` });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().success).toBe(false);
  });
});

describe('upload size limit', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp({ UPLOAD_MAX_BYTES: '1024' });
    p = await createProject();
    token = await app.services.sessions.issue(p.id, (await createUser(p)).id, {});
  });
  afterAll(() => app.close());

  it('answers 413 文件过大 and stores nothing', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2048)]);
    const { payload, headers } = multipart({ name: 'big.png', body: big });
    const res = await call(app, p, { method: 'POST', url: '/api/upload/file', payload, headers, token });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, msg: MSG.fileTooLarge });
    const rows = await withAdmin((c) => c.query('select 1 from uploads where project_id = $1', [p.id]));
    expect(rows.rowCount).toBe(0);
  });
});
