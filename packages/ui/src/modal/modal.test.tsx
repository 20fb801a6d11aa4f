import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.js';

function ExampleModal(props: Omit<Parameters<typeof Modal.Root>[0], 'children'>) {
  return (
    <>
      <button type="button">Before</button>
      <Modal.Root {...props}>
        <Modal.Trigger>Open details</Modal.Trigger>
        <Modal.Content>
          <Modal.Title>Service plan</Modal.Title>
          <Modal.Description>Five years of scheduled maintenance.</Modal.Description>
          <a href="/service">Read more</a>
          <Modal.Close>Done</Modal.Close>
          <Modal.Close />
        </Modal.Content>
      </Modal.Root>
    </>
  );
}

describe('Modal', () => {
  describe('given an uncontrolled modal', () => {
    it('should open from its trigger as a dialog named by its title', async () => {
      render(<ExampleModal />);
      const trigger = screen.getByRole('button', { name: 'Open details' });
      expect(trigger).toHaveAttribute('data-state', 'closed');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(trigger);
      const dialog = screen.getByRole('dialog', { name: 'Service plan' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAccessibleDescription('Five years of scheduled maintenance.');
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(trigger).toHaveAttribute('data-state', 'open');
    });

    it('should move focus inside, trap Tab and give focus back on close', async () => {
      render(<ExampleModal />);
      const trigger = screen.getByRole('button', { name: 'Open details' });
      await userEvent.click(trigger);
      expect(screen.getByRole('link', { name: 'Read more' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Read more' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });

    it('should close on ESC', async () => {
      render(<ExampleModal defaultOpen />);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should consume the ESC it handles, so what is open beneath it stays open', async () => {
      // A mega menu beneath listens on the document and ignores an ESC someone already handled.
      const menuClosed = vi.fn();
      const menuListener = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !event.defaultPrevented) menuClosed();
      };
      document.addEventListener('keydown', menuListener);
      render(<ExampleModal defaultOpen />);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuClosed).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      expect(menuClosed).toHaveBeenCalledTimes(1);
      document.removeEventListener('keydown', menuListener);
    });

    it('should close on a backdrop click', async () => {
      render(<ExampleModal defaultOpen />);
      const backdrop = document.querySelector<HTMLElement>('.fc-modal__backdrop')!;
      await userEvent.click(backdrop);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should lock page scrolling while open', async () => {
      render(<ExampleModal />);
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      expect(document.body.style.overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('');
    });
  });

  describe('given a modal that is not dismissible', () => {
    it('should ignore ESC and backdrop clicks but close from its close button', async () => {
      render(<ExampleModal defaultOpen dismissible={false} />);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(document.querySelector<HTMLElement>('.fc-modal__backdrop')!);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a controlled modal', () => {
    it('should report requests and follow the open prop', async () => {
      const onOpenChange = vi.fn();
      const { rerender } = render(<ExampleModal open={false} onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      expect(onOpenChange).toHaveBeenCalledWith(true);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      rerender(<ExampleModal open onOpenChange={onOpenChange} />);
      expect(screen.getByRole('dialog', { name: 'Service plan' })).toBeInTheDocument();
    });

    it('should work with state owned by the parent', async () => {
      function Parent() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <p>{open ? 'is open' : 'is closed'}</p>
            <ExampleModal open={open} onOpenChange={setOpen} />
          </>
        );
      }
      render(<Parent />);
      await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
      expect(screen.getByText('is open')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.getByText('is closed')).toBeInTheDocument();
    });
  });

  describe('given a part outside Modal.Root', () => {
    it('should throw a message naming the root', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<Modal.Close />)).toThrow(
        '<Modal.Close> must be used inside <Modal.Root>',
      );
      vi.restoreAllMocks();
    });
  });
});
