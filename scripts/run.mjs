#!/usr/bin/env node
// Entry point for `npm start` / `npm test` / `npm run bench` / `npm run storybook` /
// `npm run build-storybook` on a machine that has only Node (20+) and npm.
// It brings pnpm through npx (corepack fails signature checks here) and then hands over to
// pnpm scripts, where the `node` devDependency puts Node 24 first on PATH.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PNPM = 'pnpm@12.21.0';
const [phase, ...extra] = process.argv.slice(2);
const phases = {
  start: ['build', 'serve'],
  test: ['test:all'],
  bench: ['build', 'bench:run'],
  storybook: ['storybook:dev'],
  'build-storybook': ['storybook:build'],
};
if (!phases[phase]) {
  console.error(`Unknown phase "${phase}". Use one of: ${Object.keys(phases).join(', ')}`);
  process.exit(2);
}

function pnpm(args) {
  const result = spawnSync('npx', ['-y', PNPM, ...args], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const frozen = existsSync('pnpm-lock.yaml') ? ['--frozen-lockfile'] : [];
pnpm(['install', '--prefer-offline', ...frozen]);
// Arguments after the phase (`npm run bench -- --quick`) go to its last script.
const scripts = phases[phase];
for (const script of scripts) pnpm(['run', script, ...(script === scripts.at(-1) ? extra : [])]);
