// Same as @forecourt/vitest-config/setup-dom, but resolved from this package: the shared file
// imports @testing-library/react, which the tooling package does not depend on.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait longer than the 1 s default: the tests talk to a real service over HTTP
// while other suites share the two CI cores.
configure({ asyncUtilTimeout: 10_000 });
