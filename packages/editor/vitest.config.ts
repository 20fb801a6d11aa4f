import { contentServiceTestConfig } from '@forecourt/test-server/vitest';
import { domConfig } from '@forecourt/vitest-config';
import { mergeConfig } from 'vite';

// The test services' lead outbox worker gives up after one attempt, so a CRM stand-in that refuses
// leaves a failed delivery at once (read by the service factory the global setup starts).
process.env.OUTBOX_MAX_ATTEMPTS ??= '1';
// The leads tests send more leads from one address than a visitor may (10 a minute per form).
process.env.LEAD_RATE_LIMIT_PER_MINUTE ??= '100';

export default mergeConfig(
  // Generous timeouts: these tests type into many fields, and CI shares two cores with other suites.
  domConfig({ setupFiles: ['./vitest.setup.ts'], testTimeout: 30_000, hookTimeout: 120_000 }),
  // Component tests talk to the real content service, one per test file (@forecourt/test-server).
  contentServiceTestConfig(),
);
