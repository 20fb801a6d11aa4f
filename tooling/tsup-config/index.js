// Shared tsup settings for every publishable @forecourt package: ESM only, declarations,
// React and workspace siblings left external so consumers dedupe them.
import { defineConfig } from 'tsup';

/** @param {Record<string, string>} entry entry name → source file */
export function libraryConfig(entry, overrides = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
    external: [/^react/, /^@forecourt\//],
    ...overrides,
  });
}
