// Same as @forecourt/vitest-config/setup-dom, but resolved from this package, which (unlike the
// tooling package) depends on @testing-library/react.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A cold lazy view (first import + transform) can take over a second on a busy 2-core runner.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
