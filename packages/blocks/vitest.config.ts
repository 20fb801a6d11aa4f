import { domConfig } from '@forecourt/vitest-config';

export default domConfig({
  setupFiles: ['./vitest.setup.ts'],
  // `*.test-d.ts` files prove that each view's props are typed from its template.
  typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
});
