// @forecourt/blocks' views (checked here from source) import their stylesheets for the side effect.
declare module '*.css';
