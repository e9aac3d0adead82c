import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Chunks. The server speaks HTTP/1.1, so a browser (and Lighthouse's simulation) fetches at most six
 * files at a time: every extra round of requests on the way to a screen costs a round trip. Hence a
 * few named groups for code nearly every page needs, and automatic per-use chunks for the rest
 * (each screen its own chunk; antd-mobile components, forms and animation where they are used).
 */
/**
 * Framework code every screen needs, long-cached, in two chunks of similar size (React; the
 * router and TanStack Query) that download side by side: over HTTP/1.1 each file has its own
 * connection, so one 100 KB file would take its share of a slow link alone, after the smaller ones.
 */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/;
/**
 * zod itself (and its Chinese messages): only for the screens that validate, never on a sign-in
 * page. With it the few schemas start-up checks its answers with (lib/response-schema-set.ts:
 * user info, project config, announcements): a signed-in start-up needs both, in one request.
 * Screens' own schemas are not in it: they go where they are used, so that a screen builds only
 * its own schemas, not every schema of the app.
 */
const VALIDATION =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]domain[\\/]zod-locale|[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]response-schema-set\.ts$/;
/**
 * The reference tables and decoders of readings (ranges, grades, growth charts, the Bluetooth
 * GATT and IEEE 11073 formats): only the measuring and record screens use them, never start-up.
 */
const MEASURE_DOMAIN =
  /[\\/]packages[\\/]shared[\\/]src[\\/]domain[\\/](measurement-|child-|gatt-|ieee11073|life|nutrition|lung-function)/;
/** antd-mobile's animation libraries (Swiper, Popup, Dialog...): one chunk instead of two. */
const MOTION = /[\\/]node_modules[\\/](@react-spring|@use-gesture)[\\/]/;
/**
 * The state views, the session gate and the form helpers: nearly every screen uses them. In one
 * chunk with what the homes share (HOME_KIT): the homes are where most start-ups land, and any
 * other screen's start pays ~2 KB for it once. These groups take only the modules they name
 * (`includeDependenciesRecursively: false`): they import from antd-mobile's index, and following
 * it would pull every component in.
 */
const SCREEN_KIT = /[\\/]apps[\\/]web[\\/]src[\\/]ui[\\/](StateViews|SessionGate|form-alert|form-rules)\./;
/**
 * What the sign-in pages share (the login forms, the SMS code, where to go after): one chunk.
 * Not the views built on antd-mobile's Form (register, forgotten password): /login needs no Form.
 */
const SIGN_IN =
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](components[\\/](LoginForm|LoginHeader|LoginLayout\.module|PhoneLoginView|DoctorLoginView|SmsCodeButton|use-field-form|use-sms-sender)|countdown|form-rules|landing|login-variants|queries)\.(tsx?|css)$|[\\/]packages[\\/]shared[\\/]src[\\/]endpoints[\\/]auth\.ts$/;
/**
 * What both homes (the screens most start-ups open) share: the hero's links, the menu tiles and
 * which entries lead somewhere (built-paths.json), the messages query, sign-out.
 */
const HOME_KIT =
  /[\\/]apps[\\/]web[\\/]src[\\/](features[\\/](patient-home[\\/](HomeLinks|menu-tiles|built-routes)|messages[\\/]queries)\.|ui[\\/](LogoutButton|ServiceGrid|Home)\.|app[\\/]session[\\/]current-patient\.ts$|routes[\\/]built-paths\.json$)/;
/**
 * Our shared constants, messages and helpers (no zod): small, used at start-up and by most screens.
 * With them the few start-up modules that screens import as well (region paths, endpoint
 * contracts, the response-schema loaders, the homes' prefetched first pages, the stored session
 * and the app context) and Vite's preload helper: each would otherwise be a sub-2 KB request of
 * its own on the way to the first screen (the session and the app context were split out of the
 * entry once screens in several chunks imported them).
 */
const SHARED_HELPERS =
  /[\\/]packages[\\/]shared[\\/]src[\\/](codec|domain[\\/](?!zod-locale|measurement-|child-|gatt-|ieee11073|life|nutrition|lung-function)|endpoints[\\/](endpoint|config|messages)\.ts$)|vite[\\/]preload-helper|[\\/]apps[\\/]web[\\/]src[\\/](app[\\/](paths|app-context)|lib[\\/](response-schemas|startup-prefetch|next-task|session|storage)|features[\\/](messages[\\/](keys|first-page)|patient-home[\\/]announcements-prefetch))\.ts$/;
/**
 * The helpers every antd-mobile component imports (otherwise dozens of sub-1 KB chunks): its
 * utils, config provider and locales, ahooks, rc-util, Babel helpers. Not the utils that pull in
 * react-spring or @use-gesture: those stay with the components that animate. With them the few
 * light components the sign-in pages and the homes show (Button, List, Input, Tag, Badge: ~5 KB gz),
 * which would otherwise be five more requests on the way to the first screen.
 */
const ANTD_BASE =
  /[\\/]node_modules[\\/]((ahooks|rc-util|@babel[\\/]runtime|classnames|use-sync-external-store|staged-components|lodash|tslib|react-is)[\\/]|antd-mobile[\\/]es[\\/](utils[\\/](?!reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll)|components[\\/](config-provider|button|dot-loading|list|input|tag|badge)[\\/]|global[\\/]|locales[\\/]))/;
/**
 * The endpoint contracts (method and path of each call, no zod at run time: ~6 KB gz for all of
 * them) and the features' path tables: nearly every screen needs a few, and one request for all
 * of them beats a round of sub-2 KB requests (the doctor home needed 14 of them). Not the sign-in
 * contract (SIGN_IN), those the shared helpers hold, nor the workbench summary's, which start-up
 * prefetches, nor the backend-doctor paths the entry's route table reads: those stay in the entry,
 * so /login loads no contracts chunk (bench:web lists the scripts /login loads). Nor the
 * child-health paths, which compute with the children's reference tables: they would bring the
 * measure-domain chunk to every screen that needs a contract.
 */
const CONTRACTS =
  /[\\/]packages[\\/]shared[\\/]src[\\/]endpoints[\\/](?!auth\.ts$|endpoint\.ts$|config\.ts$|messages\.ts$|workbench\.ts$)[\w-]+\.ts$|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/](?!backend-doctor[\\/]|child-health[\\/])([\w-]+[\\/]paths|doctor-patients[\\/]url-filter)\.ts$/;
/** Our shared package and zod only export pure values: unused exports (schemas) drop out. */
const PURE_MODULES = /[\\/]packages[\\/]shared[\\/]src[\\/]|[\\/]node_modules[\\/]zod[\\/]/;

/** `npm run dev -w @kanghu/web` proxies API calls to a server started separately (default port 8080). */
const API_TARGET = process.env.KANGHU_API ?? 'http://localhost:8080';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Where each chunk's modules come from, for `npm run bench:web` (bench/web/chunks.ts). Kept out of
 * dist, which the server publishes.
 */
const CHUNK_REPORT = path.join(import.meta.dirname, 'node_modules/.cache/kanghu/chunks.json');

/**
 * Writes CHUNK_REPORT: every JS chunk with its entry kind and the rendered size of each module,
 * so the budget bench can tell screen chunks from vendor chunks.
 */
function chunkReport(): Plugin {
  return {
    name: 'kanghu:chunk-report',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                file: item.fileName,
                name: item.name,
                isEntry: item.isEntry,
                isDynamicEntry: item.isDynamicEntry,
                facade: item.facadeModuleId ? path.relative(ROOT, item.facadeModuleId) : null,
                modules: Object.entries(item.modules).map(([id, m]) => ({
                  id: path.relative(ROOT, id.replace(/^\0/, '')),
                  bytes: m.renderedLength,
                })),
              },
            ]
          : [],
      );
      await mkdir(path.dirname(CHUNK_REPORT), { recursive: true });
      await writeFile(CHUNK_REPORT, JSON.stringify(chunks, null, 1));
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|wasm)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `.br` and `.gz` next to every compressible file over 1 KB, so the server can send them
 * as they are (`@fastify/static` `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kanghu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((item) => COMPRESSIBLE.test(item.fileName));
      await Promise.all(
        files.map(async (item) => {
          const body = Buffer.from(item.type === 'chunk' ? item.code : item.source);
          if (body.length < 1024) return;
          const file = path.join(outDir, item.fileName);
          const [gz, br] = await Promise.all([
            gzipAsync(body, { level: 9 }),
            brotliAsync(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/** Hosts of public CDNs: nothing of ours may load from one (hospital intranets cannot reach them). */
const CDN_URL =
  /https?:\/\/(fastly\.jsdelivr\.net|cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com|esm\.sh)\//;

/**
 * zxing-wasm's default locateFile points at jsDelivr; the scanner overrides it with the .wasm this
 * build emits (lib/scan/zxing-detector.ts). The default is rewritten to a relative path too, so a
 * missed override fails on our origin instead of reaching for a CDN, and the build fails when any
 * chunk still names a CDN.
 */
function noCdn(): Plugin {
  // barcode-detector bundles zxing-wasm's loader into its own dist.
  const ZXING_LOADER = /[\\/]node_modules[\\/](zxing-wasm|barcode-detector)[\\/]dist[\\/]es[\\/]/;
  const ZXING_CDN = /https:\/\/fastly\.jsdelivr\.net\/npm\/zxing-wasm@[^/]+\/dist\/\$\{[^}]+\}\//;
  return {
    name: 'kanghu:no-cdn',
    transform(code, id) {
      if (!ZXING_LOADER.test(id) || !ZXING_CDN.test(code)) return null;
      return { code: code.replace(ZXING_CDN, './'), map: null };
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && CDN_URL.test(item.code)) {
          this.error(`${item.fileName} names a CDN URL: serve the file from our origin`);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), noCdn(), chunkReport(), precompress()],
  resolve: {
    // antd-mobile's dependencies still resolve React 18 from the root; the app runs React 19 only.
    dedupe: ['react', 'react-dom'],
    alias: [
      // The native ResizeObserver instead of the polyfill (see the module).
      {
        find: /^resize-observer-polyfill$/,
        replacement: path.join(import.meta.dirname, 'src/lib/resize-observer.ts'),
      },
      // antd-mobile's ES build imports a few rc-util helpers from its CommonJS build, which then
      // brings the CommonJS copies of the Babel helpers as well: the ES build is the same code.
      { find: /^rc-util\/lib\//, replacement: 'rc-util/es/' },
    ],
  },
  server: {
    proxy: { '/api': { target: API_TARGET, ws: true }, '/iotapi': API_TARGET },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for the whole app (~10 KB gz today, antd-mobile's included), long-cached: a
    // screen then waits for no CSS files of its own. Revisit if it grows past ~30 KB gz.
    cssCodeSplit: false,
    target: 'es2020',
    // The framework chunk (React 19, react-router, TanStack Query) is ~360 KB minified by design.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (PURE_MODULES.test(id) ? false : undefined),
      },
      output: {
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Higher priority claims a module first; a group also takes the dependencies of its
            // modules that no earlier group took (so shared helpers must come before zod).
            { name: 'react', test: REACT, priority: 45 },
            { name: 'framework', test: FRAMEWORK, priority: 40 },
            { name: 'shared', test: SHARED_HELPERS, priority: 30 },
            { name: 'measure-domain', test: MEASURE_DOMAIN, priority: 28 },
            { name: 'motion', test: MOTION, priority: 25 },
            { name: 'antd-base', test: ANTD_BASE, priority: 20 },
            {
              name: 'screen-kit',
              test: (id: string) => SCREEN_KIT.test(id) || HOME_KIT.test(id),
              priority: 15,
              includeDependenciesRecursively: false,
            },
            { name: 'sign-in', test: SIGN_IN, priority: 12, includeDependenciesRecursively: false },
            { name: 'contracts', test: CONTRACTS, priority: 11, includeDependenciesRecursively: false },
            { name: 'zod', test: VALIDATION, priority: 10 },
          ],
        },
      },
    },
  },
});
