// Same as @forecourt/vitest-config/setup-dom, but resolved from this package: the shared file
// imports @testing-library/react, which the tooling package does not depend on.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
