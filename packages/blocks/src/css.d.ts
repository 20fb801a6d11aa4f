// Views import their stylesheet for its side effect; bundlers (Vite, tsup) handle the file.
declare module '*.css';

// A file's URL after bundling (Vite's `?url` import): the MapLibre worker is served as a file of
// the site, so the browser starts it from the site's own origin.
declare module '*?url' {
  const url: string;
  export default url;
}
