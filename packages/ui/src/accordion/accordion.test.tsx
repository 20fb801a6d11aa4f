import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion.js';

function Faq(props: Omit<Parameters<typeof Accordion.Root>[0], 'children'>) {
  return (
    <Accordion.Root {...props}>
      <Accordion.Item value="warranty">
        <Accordion.Header level={4}>
          <Accordion.Trigger>Warranty</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Panel>Three years or 100,000 km.</Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="service">
        <Accordion.Header level={4}>
          <Accordion.Trigger>Service</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Panel>Every 30,000 km.</Accordion.Panel>
      </Accordion.Item>
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  describe('given closed items', () => {
    it('should render each trigger as a button inside a heading of the given level', () => {
      render(<Faq />);
      const heading = screen.getByRole('heading', { level: 4, name: 'Warranty' });
      expect(heading).toContainElement(screen.getByRole('button', { name: 'Warranty' }));
    });

    it('should hide panels until their button is pressed', async () => {
      render(<Faq />);
      const trigger = screen.getByRole('button', { name: 'Warranty' });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region', { name: 'Warranty' })).not.toBeInTheDocument();
      await userEvent.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = screen.getByRole('region', { name: 'Warranty' });
      expect(trigger).toHaveAttribute('aria-controls', panel.id);
      expect(panel).toHaveTextContent('Three years or 100,000 km.');
      expect(panel).toHaveAttribute('data-state', 'open');
    });

    it('should let several items be open and close one again', async () => {
      render(<Faq />);
      await userEvent.click(screen.getByRole('button', { name: 'Warranty' }));
      await userEvent.click(screen.getByRole('button', { name: 'Service' }));
      expect(screen.getAllByRole('region')).toHaveLength(2);
      await userEvent.click(screen.getByRole('button', { name: 'Warranty' }));
      expect(screen.getAllByRole('region')).toHaveLength(1);
    });
  });

  describe('given a controlled value', () => {
    it('should show what the value says and report toggles', async () => {
      const onValueChange = vi.fn();
      render(<Faq value={['service']} onValueChange={onValueChange} />);
      expect(screen.getByRole('region', { name: 'Service' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Warranty' }));
      expect(onValueChange).toHaveBeenCalledWith(['service', 'warranty']);
    });
  });
});
