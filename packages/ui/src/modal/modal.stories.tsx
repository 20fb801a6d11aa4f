import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button.js';
import { Modal } from './modal.js';

const meta = {
  title: 'UI/Modal',
  component: Modal.Root,
  args: { dismissible: true, defaultOpen: false, children: null },
} satisfies Meta<typeof Modal.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (
  <>
    <Modal.Title>Service plan</Modal.Title>
    <Modal.Description>
      Five years or 100,000 km of scheduled maintenance, whichever comes first.
    </Modal.Description>
    <p>Parts, labour and fluids are included. Ask your retailer for the plan that fits your car.</p>
    <Modal.Close className="fc-button fc-button--medium fc-button--light-theme">Got it</Modal.Close>
    <Modal.Close />
  </>
);

export const Uncontrolled: Story = {
  render: (args) => (
    <Modal.Root {...args}>
      <Modal.Trigger className="fc-button fc-button--medium fc-button--light-theme">
        Open service plan
      </Modal.Trigger>
      <Modal.Content>{body}</Modal.Content>
    </Modal.Root>
  ),
};

/** ESC and the backdrop do nothing; only the close buttons close it. */
export const NotDismissible: Story = { ...Uncontrolled, args: { dismissible: false } };

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button labelText={open ? 'Open' : 'Open from outside'} onClick={() => setOpen(true)} />
        <Modal.Root {...args} open={open} onOpenChange={setOpen}>
          <Modal.Content>{body}</Modal.Content>
        </Modal.Root>
      </>
    );
  },
};
