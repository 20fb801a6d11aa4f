import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorToolbar, canUseEditorToolbar } from './editor-toolbar.js';

const editor = { sub: 'editor-1', name: 'Ewa Editor', email: 'editor@forecourt.test', roles: ['editor' as const] };

describe('EditorToolbar', () => {
  describe('given a signed-in editor on a published page', () => {
    it('should show who is signed in, the status and links into the cms', () => {
      render(<EditorToolbar session={editor} page={{ id: 3, path: '/Offers', status: 'published' }} />);
      const bar = screen.getByRole('region', { name: 'Editor toolbar' });
      expect(bar).toHaveTextContent('Ewa Editor');
      expect(bar).toHaveTextContent('Status: Published');
      expect(within(bar).getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', '/cms/_?path=/Offers');
      expect(within(bar).getByRole('link', { name: 'Open the CMS' })).toHaveAttribute('href', '/cms');
    });
  });

  describe('given an explicit edit link', () => {
    it('should link there instead of the redirect helper', () => {
      render(<EditorToolbar session={editor} page={{ id: 7, path: '/summer', status: 'draft' }} editHref="/cms/pages/7" />);
      expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', '/cms/pages/7');
      expect(screen.getByText('Status: Draft')).toBeInTheDocument();
    });
  });
});

describe('canUseEditorToolbar', () => {
  describe('given sessions with and without a role', () => {
    it('should allow only a signed-in user with a role', () => {
      expect(canUseEditorToolbar({ user: editor, csrf_token: 't' })).toBe(true);
      expect(canUseEditorToolbar({ user: { ...editor, roles: [] }, csrf_token: 't' })).toBe(false);
      expect(canUseEditorToolbar({ user: null, csrf_token: null })).toBe(false);
      expect(canUseEditorToolbar(null)).toBe(false);
    });
  });
});
