import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as dialogStories from '../page-editor/discard-dialog.stories.js';
import * as editorStories from '../page-editor/page-editor.stories.js';
import * as alertStories from '../page-editor/presence-alert.stories.js';
import * as changesStories from '../page-editor/revision-changes.stories.js';
import { renderWithProviders } from '../test/render.js';

const alert = composeStories(alertStories);
const changes = composeStories(changesStories);
const dialog = composeStories(dialogStories);
const editor = composeStories(editorStories);

/**
 * A story's time, minutes before now: "14:05", or "24 Nov, 23:55" when that was yesterday (a run
 * just after midnight).
 */
const AT = String.raw`(\d{1,2} \w{3}, )?\d\d:\d\d`;

// The collaboration stories' states, as an editor would see them in Storybook.
describe('presence alert stories', () => {
  it('should name the other editor, the editor’s own other tab, and who took over', () => {
    const { unmount } = render(<alert.SomeoneElse />);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(String.raw`Anna Nowak \(anna@forecourt\.test\) is editing this page since ${AT}\.`));
    unmount();
    const other = render(<alert.YourOtherTab />);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`You are also editing this page in another tab or window since ${AT}\\.`));
    other.unmount();
    render(<alert.TakenOver />);
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(String.raw`^Anna Nowak \(anna@forecourt\.test\) took over editing at ${AT}`));
    expect(screen.getByRole('button', { name: 'Reload to see their changes' })).toBeEnabled();
  });

  it('should show nothing when nobody else is editing', () => {
    const { container } = render(<alert.Alone />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('revision comparison stories', () => {
  it('should read the changes as old → new text and offer the restore', () => {
    const { unmount } = render(<changes.Changes />);
    const region = screen.getByRole('region', { name: 'Restoring version 4 would change' });
    expect(within(region).getByText(/^Removed/).closest('li')).toHaveTextContent('Removed: block 1 (Hero title banner)');
    expect(within(region).getByText(/^Moved/).closest('li')).toHaveTextContent('Moved: Accordion from position 2 to 1');
    expect(within(region).getByRole('button', { name: 'Restore this version' })).toBeEnabled();
    unmount();
    render(<changes.SameAsDraft />);
    expect(screen.getByText('Nothing: version 4 is the same as your current draft.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore this version' })).toBeDisabled();
  });
});

describe('ask-before-load stories', () => {
  it('should ask in a dialog with the safe choice focused', () => {
    render(<dialog.Open />);
    const ask = screen.getByRole('dialog', { name: 'Discard your unsaved changes and load version 3?' });
    expect(within(ask).getByRole('button', { name: 'Keep my changes' })).toHaveFocus();
  });
});

describe('page editor presence stories', () => {
  it('should show the presence note and the take-over alert in the editor', async () => {
    const { unmount } = renderWithProviders(<editor.SomeoneElseEditing />);
    expect(await screen.findByText(/Anna Nowak \(anna@forecourt\.test\) is editing this page since/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<editor.TakenOver />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/took over editing at/);
  });
});
