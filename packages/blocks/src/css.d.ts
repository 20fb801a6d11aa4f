// Views import their stylesheet for its side effect; bundlers (Vite, tsup) handle the file.
declare module '*.css';
