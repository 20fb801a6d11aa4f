import config from '@forecourt/eslint-config';

export default config;
