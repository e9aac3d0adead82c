import { MSG } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../src/modules/files/sanitize.ts';
import { call, createProject, createTestApp, createUser, type TestProject } from '../fixtures.ts';
import { contentTypes, docx, multipart, PDF_SMALL, PNG_1PX, zip } from './helpers.ts';

describe('POST /api/base/upload/file/word2html', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let token: string;

  const convert = (body: Buffer, name = 'doc.docx') => {
    const { payload, headers } = multipart({ name, body });
    return call(app, p, { method: 'POST', url: '/api/base/upload/file/word2html', payload, headers, token });
  };

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    token = await app.services.sessions.issue(p.id, (await createUser(p, { role: 'doctor' })).id, {});
  });
  afterAll(() => app.close());

  it('when I upload a Word document, I get its HTML with formatting, tables and inline images', async () => {
    const res = await convert(docx());
    expect(res.statusCode).toBe(200);
    const html = res.json().data.html as string;
    expect(html).toContain('<strong>随访须知</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<table>');
    expect(html).toContain('<td><p>120/80</p></td>');
    expect(html).toContain(`src="data:image/png;base64,${PNG_1PX.toString('base64')}"`);
  });

  it('refuses anything that is not a .docx with 415, and a broken .docx with 400', async () => {
    for (const body of [PDF_SMALL, PNG_1PX]) {
      const res = await convert(body);
      expect(res.statusCode).toBe(415);
      expect(res.json().msg).toBe(MSG.fileTypeNotAllowed);
    }
    const broken = zip({
      '[Content_Types].xml': contentTypes(
        '/word/document.xml',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
      'word/document.xml': '<not xml',
    });
    const res = await convert(broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('文档解析失败');
  });

  it('needs a file (400)', async () => {
    const { payload, headers } = multipart(null, { note: 'x' });
    const res = await call(app, p, {
      method: 'POST',
      url: '/api/base/upload/file/word2html',
      payload,
      headers,
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.fileMissing);
  });
});

describe('sanitizeRichHtml', () => {
  it('keeps formatting, tables and data-URI images; drops scripts, handlers, remote images and links to javascript:', () => {
    const out = sanitizeRichHtml(
      '<h1>标题</h1><p style="color:red" onclick="x()"><em>斜</em><u>下划线</u></p>' +
        '<table><tr><td colspan="2">格</td></tr></table>' +
        '<img src="data:image/png;base64,AAAA" onerror="x()"><img src="https://evil.example/a.png">' +
        '<a href="javascript:alert(1)">坏链接</a><a href="https://ok.example">好链接</a>' +
        '<script>alert(1)</script><iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    expect(out).toContain('<h1>标题</h1>');
    expect(out).toContain('<p><em>斜</em><u>下划线</u></p>');
    expect(out).toContain('<td colspan="2">格</td>');
    expect(out).toContain('<img src="data:image/png;base64,AAAA" />');
    expect(out).not.toMatch(/onclick|onerror|style|script|iframe|evil|javascript/);
    expect(out).toContain('<a rel="noopener noreferrer">坏链接</a>');
    expect(out).toContain('href="https://ok.example"');
  });
});
