export { snippetTemplate } from './snippet.schema.js';
export { Snippet, type SnippetProps } from './snippet.js';
