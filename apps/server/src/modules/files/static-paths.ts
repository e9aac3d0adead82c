import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server, from src/modules/files (tests, dev) and from the bundled dist/ alike. */
const SERVER_ROOT =
  path.basename(here) === 'dist' ? path.resolve(here, '..') : path.resolve(here, '../../..');

/** apps/server/generated/static: area.json and city.json, written by scripts/gen-static.mjs. */
export const STATIC_DATA_DIR = path.join(SERVER_ROOT, 'generated', 'static');
/** The generator module (also run at build time: `node scripts/gen-static.mjs`). */
export const STATIC_GENERATOR = path.join(SERVER_ROOT, 'scripts', 'gen-static.mjs');
