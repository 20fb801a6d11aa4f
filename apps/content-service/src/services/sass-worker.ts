// Runs in a worker thread (see sass-compiler.ts): one sass compile, with no file system access.
// Self-contained (node builtins and `sass` only), so Node can run it from source or the build.
import type { MessagePort } from 'node:worker_threads';
import * as sass from 'sass';

export interface SassTask {
  source: string;
  syntax: 'scss' | 'indented';
  /** Told when the compile starts: its time limit counts from here, not from the worker's start-up. */
  started: MessagePort;
}

export type SassResult = { css: string } | { error: string; detail: string };

/** Every `@use`/`@forward`/`@import` of a stylesheet comes here; built-in `sass:` modules do not. */
const refuseImports: sass.Importer<'sync'> = {
  canonicalize(url) {
    throw new Error(`Metaheads cannot import other stylesheets ("${url}"): put those styles in this metahead`);
  },
  load: () => null,
};

export default function compileSass({ source, syntax, started }: SassTask): SassResult {
  started.postMessage('started');
  started.close();
  try {
    const { css } = sass.compileString(source, {
      syntax,
      style: 'compressed',
      importers: [refuseImports],
      logger: sass.Logger.silent,
    });
    return { css };
  } catch (error) {
    // Errors cross the thread as plain data: sass's message for the admin, the full one as detail.
    const message = error instanceof sass.Exception ? error.sassMessage : String(error);
    return { error: message, detail: error instanceof Error ? error.message : String(error) };
  }
}
