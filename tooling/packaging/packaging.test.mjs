// Packaging test: what a brand team gets when it installs the blocks. Builds @forecourt/blocks and
// the workspace packages it depends on, packs them with `pnpm pack`, installs the tarballs into a
// fresh Vite + React app outside the workspace (./app, plus a package.json written here), builds
// it with `vite build` and opens the page in Chromium. These are the steps of "Use the blocks in
// your app" in packages/blocks/README.md.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../', import.meta.url));
const appTemplate = fileURLToPath(new URL('./app/', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Runs `command`, failing with its output when it exits non-zero. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** Workspace package folders by package name. */
function workspacePackages() {
  const dirs = new Map();
  for (const name of readdirSync(join(root, 'packages'))) {
    const dir = join(root, 'packages', name);
    try {
      dirs.set(readJson(join(dir, 'package.json')).name, dir);
    } catch {
      // not a package
    }
  }
  return dirs;
}

/** `name` and every workspace package it depends on (`workspace:` dependencies), recursively. */
function withWorkspaceDependencies(name, dirs, found = new Set()) {
  if (found.has(name)) return found;
  found.add(name);
  const { dependencies = {} } = readJson(join(dirs.get(name), 'package.json'));
  for (const [dependency, spec] of Object.entries(dependencies)) {
    if (spec.startsWith('workspace:')) withWorkspaceDependencies(dependency, dirs, found);
  }
  return found;
}

/** Serves the built app's files. */
function serveStatic(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const pathname = new URL(req.url, 'http://localhost').pathname;
    const file = pathname === '/' ? 'index.html' : pathname;
    try {
      const body = readFileSync(join(dir, file));
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const work = mkdtempSync(join(tmpdir(), 'forecourt-packaging-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
let packed = [];
let server;
let browser;

before(async () => {
  const dirs = workspacePackages();
  packed = [...withWorkspaceDependencies('@forecourt/blocks', dirs)];

  // 1. Build the blocks and the workspace packages they depend on, and pack each one.
  await run(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@forecourt/blocks...', '--output-logs=errors-only'],
    root,
  );
  mkdirSync(tarballs);
  for (const name of packed)
    await run('pnpm', ['pack', '--pack-destination', tarballs], dirs.get(name));
  const tarball = (name) => {
    const prefix = `${name.replace('@', '').replace('/', '-')}-`;
    const file = readdirSync(tarballs).find(
      (entry) => entry.startsWith(prefix) && entry.endsWith('.tgz'),
    );
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    return `file:../tarballs/${file}`;
  };

  // 2. A fresh Vite + React app: the sources of ./app, and a package.json that installs the
  //    tarballs (overrides point the blocks' own dependency on @forecourt/ui etc. at them too)
  //    plus React and Vite from the npm registry.
  cpSync(appTemplate, app, { recursive: true });
  const versions = {
    ...readJson(join(dirs.get('@forecourt/blocks'), 'package.json')).devDependencies,
  };
  const packages = Object.fromEntries(packed.map((name) => [name, tarball(name)]));
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'brand-site',
        private: true,
        type: 'module',
        scripts: { build: 'vite build' },
        dependencies: { ...packages, react: versions.react, 'react-dom': versions['react-dom'] },
        devDependencies: {
          '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          vite: versions.vite,
        },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(app, 'pnpm-workspace.yaml'),
    `overrides:\n${Object.entries(packages)
      .map(([name, spec]) => `  '${name}': '${spec}'\n`)
      .join('')}`,
  );

  // 3. Install (from the local store where it can) and build.
  await run('pnpm', ['install', '--prefer-offline'], app);
  await run('pnpm', ['run', 'build'], app);

  server = await serveStatic(join(app, 'dist'));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

test('the tarballs name their workspace dependencies by version, as a registry would', async () => {
  for (const file of readdirSync(tarballs)) {
    const manifest = JSON.parse(
      await run('tar', ['-xzOf', join(tarballs, file), 'package/package.json'], tarballs),
    );
    const specs = Object.values({ ...manifest.dependencies, ...manifest.peerDependencies });
    assert.deepEqual(
      specs.filter((spec) => spec.startsWith('workspace:')),
      [],
      `${file} keeps workspace: versions`,
    );
  }
  assert.equal(readdirSync(tarballs).length, packed.length);
});

test('the built app shows the page of blocks, and its accordion opens', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on(
    'response',
    (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
  );
  await page.goto(`http://127.0.0.1:${server.address().port}/`);

  // Both blocks render: the snippet's text and the accordion's heading and panel titles.
  await page.getByRole('heading', { name: 'Servicing your car' }).waitFor();
  await page.getByText('Book a service with any authorised retailer.').waitFor();
  await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
  const question = page.getByRole('button', { name: 'How often does my car need a service?' });
  const answer = page.getByText('Every 16,000 miles or 12 months, whichever comes first.');
  assert.equal(
    await answer.isVisible(),
    false,
    'the accordion panel is closed before it is clicked',
  );

  // The accordion is interactive: its panel opens on click.
  await question.click();
  await answer.waitFor({ state: 'visible' });
  assert.equal(await question.getAttribute('aria-expanded'), 'true');
  assert.deepEqual(errors, [], 'the page logs no errors');
});
