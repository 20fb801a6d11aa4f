import { describe, expect, it } from 'vitest';
import { clientAssets, routeViewAssetKey, templateLinks } from './client-assets.js';

// The shape of Vite's manifest for the site's client build (entry, shared chunks, lazy views).
const manifest = {
  'src/entry-client.tsx': {
    file: '_site/entry-client-A.js',
    src: 'src/entry-client.tsx',
    isEntry: true,
    imports: ['_react-R.js', '_jsx-J.js'],
    css: ['_site/entry-client-A.css'],
  },
  '_react-R.js': { file: '_site/react-R.js' },
  '_jsx-J.js': { file: '_site/jsx-J.js', imports: ['_react-R.js'] },
  '_quotation-Q.js': { file: '_site/quotation-Q.js', imports: ['_jsx-J.js'], css: ['_site/quotation-Q.css'] },
  '../../packages/blocks/src/quote-slider/quote-slider.tsx': {
    file: '_site/quote-slider-S.js',
    src: '../../packages/blocks/src/quote-slider/quote-slider.tsx',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_quotation-Q.js', '_jsx-J.js'],
    css: ['_site/quote-slider-S.css'],
  },
  '../../packages/blocks/src/snippet/snippet.tsx': {
    file: '_site/snippet-N.js',
    src: '../../packages/blocks/src/snippet/snippet.tsx',
    isDynamicEntry: true,
    imports: ['_jsx-J.js'],
  },
  'src/routes/showroom-view.tsx': {
    file: '_site/showroom-view-V.js',
    src: 'src/routes/showroom-view.tsx',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_jsx-J.js'],
    css: ['_site/showroom-view-V.css'],
  },
  '../../packages/shell/src/search/SearchPanel.tsx': {
    file: '_site/SearchPanel-P.js',
    src: '../../packages/shell/src/search/SearchPanel.tsx',
    isDynamicEntry: true,
  },
};

describe('given the client build manifest', () => {
  const assets = clientAssets(manifest);

  it('should link the entry, its stylesheet and preload every module it imports', () => {
    expect(assets.scripts).toEqual(['/_site/entry-client-A.js']);
    expect(assets.styles).toEqual(['/_site/entry-client-A.css']);
    expect(assets.preload).toEqual(['/_site/react-R.js', '/_site/jsx-J.js']);
  });

  it('should give each block template its own chunks and stylesheets, without the entry’s', () => {
    expect(assets.templates).toEqual({
      quote_slider: {
        scripts: ['/_site/quote-slider-S.js', '/_site/quotation-Q.js'],
        styles: ['/_site/quote-slider-S.css', '/_site/quotation-Q.css'],
      },
      snippet: { scripts: ['/_site/snippet-N.js'], styles: [] },
      'route:showroom': { scripts: ['/_site/showroom-view-V.js'], styles: ['/_site/showroom-view-V.css'] },
    });
  });

  it('should link a site route view (the vehicle page) by its route key', () => {
    expect(templateLinks(assets, [routeViewAssetKey('showroom')])).toBe(
      '<link rel="stylesheet" href="/_site/showroom-view-V.css">' +
        '<link rel="modulepreload" href="/_site/showroom-view-V.js">',
    );
  });

  it('should link only the templates a page uses, each file once, stylesheets first', () => {
    expect(templateLinks(assets, ['quote_slider', 'snippet', 'quote_slider', 'unknown'])).toBe(
      '<link rel="stylesheet" href="/_site/quote-slider-S.css">' +
        '<link rel="stylesheet" href="/_site/quotation-Q.css">' +
        '<link rel="modulepreload" href="/_site/quote-slider-S.js">' +
        '<link rel="modulepreload" href="/_site/quotation-Q.js">' +
        '<link rel="modulepreload" href="/_site/snippet-N.js">',
    );
    expect(templateLinks(assets, [])).toBe('');
  });
});
