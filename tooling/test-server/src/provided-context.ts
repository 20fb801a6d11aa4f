// What ./global-setup.ts provides to test files (read with `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the content-service factory started by @forecourt/test-server/global-setup. */
    contentServiceFactory: string;
  }
}

export {};
