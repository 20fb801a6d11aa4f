// Block views import their stylesheets; bundlers handle them, the type checker only needs to know they exist.
declare module '*.css';

// The blocks' MapLibre view imports its worker's URL (Vite's `?url`), checked here from source too.
declare module '*?url' {
  const url: string;
  export default url;
}
