// The first-load anchor of §5: React alone — `hydrateRoot(document, <div/>)` bundled by the
// site's own Vite in production mode into a temp folder, its JS gzipped at level 9.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const siteDir = fileURLToPath(new URL('../../apps/site/', import.meta.url));
const fromSite = createRequire(join(siteDir, 'package.json'));
const packageDir = (name) => dirname(fromSite.resolve(`${name}/package.json`));

/** @returns {Promise<{ bytes: number, gzipBytes: number, vite: string }>} */
export async function reactAnchorSize() {
  const { build, version } = await import(fromSite.resolve('vite'));
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-bench-react-'));
  try {
    writeFileSync(
      join(dir, 'entry.js'),
      "import { createElement } from 'react';\nimport { hydrateRoot } from 'react-dom/client';\nhydrateRoot(document, createElement('div'));\n",
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      // The site's React, not whatever a temp folder would find.
      resolve: { alias: { react: packageDir('react'), 'react-dom': packageDir('react-dom') } },
      build: { outDir: join(dir, 'out'), rollupOptions: { input: join(dir, 'entry.js') } },
    });
    let bytes = 0;
    let gzipBytes = 0;
    const walk = (folder) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.js')) {
          const body = readFileSync(file);
          bytes += body.length;
          gzipBytes += gzipSync(body, { level: 9 }).length;
        }
      }
    };
    walk(join(dir, 'out'));
    return { bytes, gzipBytes, vite: version };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
