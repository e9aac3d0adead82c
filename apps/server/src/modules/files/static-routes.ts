import type { FastifyInstance } from 'fastify';
import { loadStaticData, STATIC_FILES } from './static-data.ts';

const ONE_DAY_S = 86_400;

/**
 * GET /static/area.json (province > city > district tree of {label, value, children}) and
 * /static/city.json (list of {label, value}); GB/T 2260 codes. Outside /api: no Project header,
 * no login, no envelope; cached a day, revalidated by ETag. Plain Fastify routes: route() and
 * rawRoute() build a tenant's context, and these have no tenant.
 */
export default async function staticRoutes(app: FastifyInstance) {
  const assets = await loadStaticData();
  for (const file of STATIC_FILES) {
    const asset = assets.get(file);
    if (!asset) continue;
    app.get(
      `/static/${file}`,
      { config: { access: 'open' }, schema: { tags: ['static'], summary: `Area data ${file} (GB/T 2260)` } },
      async (request, reply) => {
        reply
          .header('Cache-Control', `public, max-age=${ONE_DAY_S}`)
          .header('ETag', asset.etag)
          .header('Content-Type', 'application/json; charset=utf-8');
        const match = request.headers['if-none-match'];
        const tags = match?.split(',').map((t) => t.trim().replace(/^W\//, '')) ?? [];
        if (tags.includes(asset.etag) || tags.includes('*')) {
          return reply.status(304).send();
        }
        return reply.send(asset.body);
      },
    );
  }
}
