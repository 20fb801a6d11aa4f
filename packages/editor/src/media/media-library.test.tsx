/**
 * The media library screen against the real content service (its own per file, seeded with the
 * demo images, some used by pages and navigation entries).
 */
import { createContentClient, type ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendingFormData } from '../test/multipart.js';
import { renderWithProviders } from '../test/render.js';
import { MediaLibraryScreen, uploadProblem } from './media-library.js';

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = createContentClient({ fetch: sendingFormData(service.browserFetch), csrfToken: () => service.csrf });
});
afterAll(async () => {
  await service?.close();
});

// A 40×20 PNG (red half, blue half), small enough to write down.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAMAAADImI+JAAAABlBMVEXIKB4UKMjKZo77AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAF0lEQVQoz2NgwAIYsQCGUYWjCkcVggAAdFIBkTT6oQMAAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

describe('given the media library', () => {
  it('should upload a chosen image into the chosen bucket and open it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MediaLibraryScreen client={client} />);
    await screen.findByRole('button', { name: /range-rover-sport-hero\.jpg/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Upload to bucket' }), 'Offers');
    await user.upload(screen.getByLabelText('Images to upload'), new File([PNG], 'spring-offer.png', { type: 'image/png' }));
    expect(await screen.findByText('spring-offer.png uploaded')).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'spring-offer.png' });
    expect(within(details).getByRole('combobox', { name: 'Bucket' })).toHaveValue('offers');
    expect(await within(details).findByText('Not used anywhere.')).toBeInTheDocument();
    const stored = (await client.admin.listMedia({ q: 'spring-offer' }))[0];
    expect(stored).toMatchObject({ bucket: 'offers', width: 40, height: 20 });
  });

  it('should refuse a file of another type with the reason, without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<MediaLibraryScreen client={client} />);
    await user.upload(screen.getByLabelText('Images to upload'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG and WebP images can be uploaded; anim.gif is image/gif');
    expect(await client.admin.listMedia({ q: 'anim' })).toEqual([]);
  });

  it('should find images by search and bucket', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MediaLibraryScreen client={client} />);
    await screen.findByRole('button', { name: /range-rover-sport-hero\.jpg/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search images' }), 'mountain road');
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([expect.stringContaining('range-rover-sport-hero.jpg')]));
    await user.clear(screen.getByRole('searchbox', { name: 'Search images' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bucket' }), 'Offers');
    await waitFor(() => expect(screen.queryByRole('button', { name: /range-rover-sport-hero\.jpg/ })).not.toBeInTheDocument());
    const tiles = within(screen.getByRole('region', { name: 'Images' })).getAllByRole('button');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile).toHaveTextContent(/Offers$/);
  });

  it('should save alternative texts per locale and a focal point moved with the arrow keys', async () => {
    const user = userEvent.setup();
    const [image] = await client.admin.listMedia({ q: 'discovery' });
    renderWithProviders(<MediaLibraryScreen client={client} />);
    await user.click(await screen.findByRole('button', { name: new RegExp(image!.filename!) }));
    const details = screen.getByRole('region', { name: image!.filename! });
    await waitFor(() => expect(within(details).getByRole('heading', { name: image!.filename! })).toHaveFocus());
    const polish = within(details).getByRole('textbox', { name: 'Alternative text (Polish)' });
    await user.type(polish, 'Discovery w górach');
    const picker = within(details).getByRole('button', { name: 'Set the focal point' });
    picker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    expect(within(details).getByText(/Focal point: 60% across, 40% down/)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await within(details).findByText('Saved')).toBeInTheDocument();
    const [saved] = await client.admin.listMedia({ q: 'discovery' });
    expect(saved).toMatchObject({ focus: { x: 60, y: 40 }, alt_text: { en: image!.alt, pl: 'Discovery w górach' } });
  });

  it('should list where an image is used and show the service refusing to delete it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MediaLibraryScreen client={client} />);
    await user.click(await screen.findByRole('button', { name: /range-rover-sport-hero\.jpg/ }));
    const details = screen.getByRole('region', { name: 'range-rover-sport-hero.jpg' });
    const [page] = await within(details).findAllByRole('link');
    expect(page).toHaveAttribute('href', expect.stringMatching(/^\/cms\/pages\/\d+$/));
    await user.click(within(details).getByRole('button', { name: 'Delete image' }));
    await user.click(within(details).getByRole('button', { name: 'Delete' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(/^The image is still used by page \//);
    expect(await client.admin.listMedia({ q: 'range-rover-sport-hero' })).toHaveLength(1);
  });

  it('should delete an image nothing uses', async () => {
    const user = userEvent.setup();
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'leftover.png');
    await client.admin.uploadMedia(form);
    renderWithProviders(<MediaLibraryScreen client={client} />);
    await user.click(await screen.findByRole('button', { name: /leftover\.png/ }));
    const details = screen.getByRole('region', { name: 'leftover.png' });
    await within(details).findByText('Not used anywhere.');
    await user.click(within(details).getByRole('button', { name: 'Delete image' }));
    await user.click(within(details).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /leftover\.png/ })).not.toBeInTheDocument());
    expect(await client.admin.listMedia({ q: 'leftover' })).toEqual([]);
  });
});

describe('uploadProblem', () => {
  it('should name types and sizes the service refuses', () => {
    expect(uploadProblem({ name: 'a.svg', size: 10, type: 'image/svg+xml' })).toBe('Only JPEG, PNG and WebP images can be uploaded; a.svg is image/svg+xml');
    expect(uploadProblem({ name: 'big.jpg', size: 16 * 1024 * 1024, type: 'image/jpeg' })).toBe('big.jpg is larger than 15 MB');
    expect(uploadProblem({ name: 'ok.webp', size: 1000, type: 'image/webp' })).toBeNull();
  });
});
