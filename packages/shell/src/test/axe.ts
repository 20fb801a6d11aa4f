// Shared with @forecourt/blocks' accessibility tests.
export { seriousAxeViolations } from '@forecourt/storybook-config/axe';
