import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Framework code every screen needs: one long-cached chunk. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;
/** Our shared package and zod only export pure values: unused exports (schemas) drop out. */
const PURE_MODULES = /[\\/]packages[\\/]shared[\\/]src[\\/]|[\\/]node_modules[\\/]zod[\\/]/;

/** `npm run dev -w @kanghu/web` proxies API calls to a server started separately (default port 8080). */
const API_TARGET = process.env.KANGHU_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // antd-mobile's dependencies still resolve React 18 from the root; the app runs React 19 only.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: { '/api': { target: API_TARGET, ws: true }, '/iotapi': API_TARGET },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
          groups: [{ name: 'framework', test: FRAMEWORK, priority: 10 }],
        },
      },
    },
  },
});
