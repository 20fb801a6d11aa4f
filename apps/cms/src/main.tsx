import '@forecourt/ui/styles.css';
import '@forecourt/editor/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CmsApp } from './app.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CmsApp />
  </StrictMode>,
);
