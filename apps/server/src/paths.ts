import { fileURLToPath } from 'node:url';

/** apps/server/drizzle, from src/ (tests) and from dist/ (built) alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
/** apps/web/dist, the built web app. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
