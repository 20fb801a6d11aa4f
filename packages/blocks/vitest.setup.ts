// Same as @forecourt/vitest-config/setup-dom, but resolved from this package, which (unlike the
// tooling package) depends on @testing-library/react.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
