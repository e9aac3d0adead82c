import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize } from './login-js.ts';

export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
/** Written by the chunk-report plugin of apps/web/vite.config.ts. */
const CHUNK_REPORT = path.join(WEB_DIST, '.vite/chunks.json');

interface ReportedChunk {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facade: string | null;
  modules: { id: string; bytes: number }[];
}

export type ChunkKind = 'entry' | 'framework' | 'screen' | 'vendor';

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
 * Entry and framework chunks are named; a screen chunk is a lazily loaded screen module (its
 * facade is under src/features) or any other chunk that is mostly our own code; the rest (mostly
 * node_modules: antd-mobile pieces, rc-field-form, react-spring...) is vendor.
 */
function kindOf(chunk: ReportedChunk, vendorShare: number): ChunkKind {
  if (chunk.isEntry) return 'entry';
  if (chunk.name === 'framework') return 'framework';
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
      const body = await readFile(path.join(WEB_DIST, chunk.file));
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
