import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize } from './login-js.ts';

export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
/** Written by the chunk-report plugin of apps/web/vite.config.ts on every production build. */
const CHUNK_REPORT = fileURLToPath(
  new URL('../../apps/web/node_modules/.cache/kanghu/chunks.json', import.meta.url),
);

interface ReportedChunk {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facade: string | null;
  modules: { id: string; bytes: number }[];
}

export type ChunkKind = 'entry' | 'framework' | 'shared' | 'screen' | 'vendor';

/** The named chunk groups of apps/web/vite.config.ts that are libraries, not screens. */
const NAMED_GROUPS: Readonly<Record<string, ChunkKind>> = {
  react: 'framework',
  framework: 'framework',
  shared: 'shared',
  'measure-domain': 'shared',
  'screen-kit': 'shared',
  'sign-in': 'shared',
  'antd-base': 'vendor',
  motion: 'vendor',
  zod: 'vendor',
};

export interface Chunk {
  file: string;
  kind: ChunkKind;
  bytes: number;
  gzip: number;
  /** Share of the chunk's rendered code that comes from node_modules. */
  vendorShare: number;
}

const SCREEN_SOURCE = 'apps/web/src/features/';

/**
 * The entry and the named groups are known; a screen chunk is a lazily loaded screen module (its
 * facade is under src/features) or any other chunk that is mostly our own code (counted as a
 * screen's, to be safe); the rest (mostly node_modules: antd-mobile components, rc-field-form,
 * react-spring...) is vendor.
 */
function kindOf(chunk: ReportedChunk, vendorShare: number): ChunkKind {
  if (chunk.isEntry) return 'entry';
  const named = NAMED_GROUPS[chunk.name];
  if (named) return named;
  if (chunk.isDynamicEntry && chunk.facade?.startsWith(SCREEN_SOURCE)) return 'screen';
  return vendorShare >= 0.5 ? 'vendor' : 'screen';
}

/** Every JS chunk of the production build with its kind and gzipped size, largest first. */
export async function builtChunks(): Promise<Chunk[]> {
  let report: ReportedChunk[];
  try {
    report = JSON.parse(await readFile(CHUNK_REPORT, 'utf8')) as ReportedChunk[];
  } catch (error) {
    throw new Error(`${CHUNK_REPORT} missing: build the web app first (${String(error)})`);
  }
  const chunks = await Promise.all(
    report.map(async (chunk) => {
      const body = await readFile(path.join(WEB_DIST, chunk.file)).catch(() => {
        throw new Error(`${chunk.file} of ${CHUNK_REPORT} is not in ${WEB_DIST}: build the web app again`);
      });
      const total = chunk.modules.reduce((sum, m) => sum + m.bytes, 0);
      const fromNodeModules = chunk.modules
        .filter((m) => m.id.includes('node_modules/'))
        .reduce((sum, m) => sum + m.bytes, 0);
      const vendorShare = total > 0 ? fromNodeModules / total : 0;
      return {
        file: chunk.file,
        kind: kindOf(chunk, vendorShare),
        bytes: body.length,
        gzip: gzipSize(body),
        vendorShare,
      };
    }),
  );
  return chunks.sort((a, b) => b.gzip - a.gzip);
}
