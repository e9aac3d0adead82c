import { fileURLToPath } from 'node:url';

/** apps/server/drizzle, from src/ (tests) and from dist/ (built) alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
/** apps/web/dist, the built web app. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** packages/shared/data/who-growth, the WHO LMS tables (read on first use by lib/who-tables.ts). */
export const WHO_GROWTH_DIR = fileURLToPath(
  new URL('../../../packages/shared/data/who-growth/', import.meta.url),
);
/** apps/server/seed-assets: committed demo media the seed copies into uploads (see its script). */
export const SEED_ASSETS_DIR = fileURLToPath(new URL('../seed-assets', import.meta.url));
