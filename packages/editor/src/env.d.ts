// Block views import their stylesheets; bundlers handle them, the type checker only needs to know they exist.
declare module '*.css';
