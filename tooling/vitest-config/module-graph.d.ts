export interface ModuleGraphOptions {
  /** Skip `import type` / `export type` (erased at build time). Default false. */
  runtimeOnly?: boolean;
  /** Package specifiers (`#sanitize`, `@forecourt/ui/sanitize`) walked into instead of listed. */
  follow?: string[];
}

export interface ModuleGraph {
  /** Absolute paths of every source file reached, the entry first. */
  files: string[];
  /** Every non-relative specifier imported on the way. */
  packages: string[];
}

/** Every module reachable from `entryFile` through static imports, and the packages they import. */
export function moduleGraph(entryFile: string, options?: ModuleGraphOptions): ModuleGraph;
