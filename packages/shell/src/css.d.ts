// @forecourt/blocks' views (checked here from source) import their stylesheets for the side effect.
declare module '*.css';

// The blocks' MapLibre view imports its worker's URL (Vite's `?url`), checked here from source too.
declare module '*?url' {
  const url: string;
  export default url;
}
