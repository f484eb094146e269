import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** `.vite/packages.json`: the npm packages inside each chunk, for the bundle budget test. */
const chunkPackages = (): Plugin => ({
  name: 'chunk-packages',
  generateBundle(_options, bundle) {
    const packages: Record<string, string[]> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const names = chunk.moduleIds
        .map((id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1])
        .filter((name): name is string => Boolean(name));
      packages[chunk.fileName] = [...new Set(names)].sort();
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/packages.json',
      source: JSON.stringify(packages, null, 1),
    });
  },
});

/**
 * Brotli and gzip copies of every text asset beside it, made once at build time; the server
 * sends the one the browser accepts (`preCompressed`), so no response is compressed per request.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const source = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
};

export default defineConfig({
  plugins: [react(), chunkPackages(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: [
      // A polyfill of what every supported browser has: 10 KB of helpers out of the staff app.
      { find: 'object.entries', replacement: path.resolve('src/shims/objectEntries.cjs') },
      // react-admin's CSV exporter, which no list uses: 2–3 KB out of every list's first load.
      {
        find: 'jsonexport/dist/index.js',
        replacement: path.resolve('src/shims/noCsvExport.cjs'),
      },
      // MUI's number formatter, made when first used instead of when a list's code loads.
      {
        find: /^(\.\.\/locale\/utils|\.\/utils)\/buildFormatNumber\.mjs$/,
        replacement: path.resolve('src/shims/lazyFormatNumber.js'),
      },
      // MUI's scroll trigger (the app bar's and sidebar's), reading the scroll position on scroll
      // only: not as a forced layout of the whole first screen inside the app's first render.
      {
        find: /^\.\/useScrollTrigger\.mjs$/,
        replacement: path.resolve('src/shims/lazyScrollTrigger.js'),
      },
    ],
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/storage': apiTarget },
  },
});
