import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STATIC_DATA_DIR, STATIC_GENERATOR } from './static-paths.ts';

export const STATIC_FILES = ['area.json', 'city.json'] as const;
export type StaticFile = (typeof STATIC_FILES)[number];

export interface StaticAsset {
  body: Buffer;
  etag: string;
}

interface Generator {
  generateStatic(outDir?: string): Promise<unknown>;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads the generated area data into memory, generating it first when a file is missing (tests
 * and development; production builds run the generator). Fails loudly when it cannot.
 */
export async function loadStaticData(dir: string = STATIC_DATA_DIR): Promise<Map<StaticFile, StaticAsset>> {
  const missing = await Promise.all(STATIC_FILES.map(async (f) => !(await exists(path.join(dir, f)))));
  if (missing.some(Boolean)) {
    const generator = (await import(pathToFileURL(STATIC_GENERATOR).href)) as Generator;
    await generator.generateStatic(dir);
  }
  const assets = new Map<StaticFile, StaticAsset>();
  for (const file of STATIC_FILES) {
    const body = await readFile(path.join(dir, file));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    assets.set(file, { body, etag });
  }
  return assets;
}
