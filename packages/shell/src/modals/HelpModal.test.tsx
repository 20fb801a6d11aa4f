import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HelpModal } from './HelpModal.js';

const ITEMS = [
  { keys: ['↑', '↓'], text: 'Navigate vehicles' },
  { keys: ['Shift', '?'], text: 'Open this help' },
  { keys: ['ESC'], text: 'Close the vehicle panel' },
];

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Help
      </button>
      <HelpModal open={open} onOpenChange={setOpen} title="KEYBOARD SHORTCUTS" items={ITEMS} />
    </>
  );
}

describe('HelpModal', () => {
  describe('given it is open', () => {
    it('should list each key tag with its text', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Help' }));
      const dialog = screen.getByRole('dialog', { name: 'KEYBOARD SHORTCUTS' });
      const terms = within(dialog).getAllByRole('term');
      const texts = within(dialog).getAllByRole('definition');
      expect(
        terms.map((term) => Array.from(term.querySelectorAll('kbd'), (kbd) => kbd.textContent)),
      ).toEqual([['↑', '↓'], ['Shift', '?'], ['ESC']]);
      expect(texts.map((text) => text.textContent)).toEqual([
        'Navigate vehicles',
        'Open this help',
        'Close the vehicle panel',
      ]);
    });

    it('should close on ESC and on the close button', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Help' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Help' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
