// Matchers and cleanup for the jsdom tests (the shared setup file cannot resolve
// @testing-library/react from the tooling package).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
