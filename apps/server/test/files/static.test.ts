import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AreaNode } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticData } from '../../src/modules/files/static-data.ts';
import { createTestApp } from '../fixtures.ts';

describe('GET /static/area.json and /static/city.json', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves the province > city > district tree with GB/T 2260 codes, cached a day, without any header', async () => {
    const res = await app.inject({ method: 'GET', url: '/static/area.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const area = res.json() as AreaNode[];
    const zhejiang = area.find((p) => p.value === '330000');
    expect(zhejiang?.label).toBe('浙江省');
    const hangzhou = zhejiang?.children?.find((c) => c.value === '330100');
    expect(hangzhou?.label).toBe('杭州市');
    expect(hangzhou?.children?.find((d) => d.value === '330110')?.label).toBe('余杭区');
    // Municipalities get one city level so every branch has the same depth.
    const beijing = area.find((p) => p.value === '110000');
    expect(beijing?.children).toHaveLength(1);
    expect(beijing?.children?.[0]).toMatchObject({ label: '北京市', value: '110100' });
    expect(beijing?.children?.[0]?.children?.find((d) => d.value === '110105')?.label).toBe('朝阳区');
    expect(area.length).toBeGreaterThanOrEqual(31);
  });

  it('serves the city list and answers 304 to a matching ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/static/city.json' });
    expect(res.statusCode).toBe(200);
    const cities = res.json() as { label: string; value: string }[];
    expect(cities).toContainEqual({ label: '杭州市', value: '330100' });
    expect(cities).toContainEqual({ label: '北京市', value: '110100' });
    expect(cities.every((c) => /^\d{6}$/.test(c.value) && !c.label.includes('-'))).toBe(true);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/static/city.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const weak = await app.inject({
      method: 'GET',
      url: '/static/city.json',
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await app.inject({
      method: 'GET',
      url: '/static/city.json',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('generates the files with the build script module when they are missing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kanghu-static-'));
    try {
      const assets = await loadStaticData(dir);
      expect(assets.get('area.json')?.body.length).toBeGreaterThan(10_000);
      const onDisk = JSON.parse(await readFile(path.join(dir, 'city.json'), 'utf8'));
      expect(onDisk.length).toBeGreaterThan(300);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
