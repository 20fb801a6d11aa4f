// Child process of the SSR anchor: the bare React render of one page's blocks, nothing else (no
// router, no shell, no HTTP). Started with NODE_ENV=production and the page JSON's file; answers
// each `{ seconds }` message over IPC with how many renders it finished in that time.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

// The built @forecourt/blocks imports its stylesheets (for bundlers); plain Node cannot load CSS,
// and a render needs none of it.
registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
    return nextLoad(url, context);
  },
});

const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { BlockList, preloadBlockViews } = await import('@forecourt/blocks');

const page = JSON.parse(readFileSync(process.argv[2], 'utf8')).data;
await preloadBlockViews(page.blocks.map((block) => block.template));
const render = () =>
  renderToString(createElement(BlockList, { blocks: page.blocks, locale: 'en' }));

// Warm up (JIT, React's first-render work) before anything is measured.
let html = '';
for (const until = performance.now() + 500; performance.now() < until;) html = render();

process.on('message', ({ seconds }) => {
  let renders = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    render();
    renders++;
  }
  process.send({ renders, seconds: (performance.now() - start) / 1000 });
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true, bytes: Buffer.byteLength(html) });
