#!/usr/bin/env node
// Checks every tracked stylesheet the way lint checks code: PostCSS's strict parser refuses an
// unclosed rule (CSS itself closes it silently at the end of the file, so the next bundled
// stylesheet ends up nested inside it), and Lightning CSS, the minifier the production builds use,
// refuses what it could not minify. Each problem is reported with its file and line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import postcss from 'postcss';

const files = execFileSync('git', ['ls-files', '*.css'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

let failed = 0;
for (const filename of files) {
  const code = readFileSync(filename);
  try {
    postcss.parse(code.toString('utf8'), { from: filename });
    transform({ filename, code, minify: true, errorRecovery: false });
  } catch (error) {
    failed += 1;
    const line = error.line ?? error.loc?.line;
    console.error(`${line ? `${filename}:${line}` : filename}: ${error.reason ?? error.message}`);
  }
}
if (failed) {
  console.error(`${failed} of ${files.length} stylesheets do not parse.`);
  process.exit(1);
}
console.log(`${files.length} stylesheets parse and minify.`);
