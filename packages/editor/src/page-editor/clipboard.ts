import type { Block } from '@forecourt/api-client';
import { getTemplate } from '@forecourt/blocks/templates';

/** Where the in-app clipboard lives: shared by every page and locale of the editor in this browser. */
export const CLIPBOARD_STORAGE_KEY = 'forecourt-editor:block-clipboard';

/** A copied block as the clipboard holds it (also the text put on the system clipboard). */
export interface ClipboardEntry {
  kind: 'forecourt-block';
  block: Block;
  /** Where it was copied from, for the Paste button's description. */
  from: string;
}

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off (private mode, policies): the clipboard then lasts the page.
    return null;
  }
};

let memory: ClipboardEntry | null = null;

const isEntry = (value: unknown): value is ClipboardEntry => {
  const entry = value as ClipboardEntry | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    entry.kind === 'forecourt-block' &&
    typeof entry.block?.template === 'string' &&
    typeof entry.block?.data === 'object' &&
    entry.block.data !== null &&
    Array.isArray(entry.block.data.groups)
  );
};

/**
 * Copies a block: to the in-app clipboard (so it pastes into any page, in any locale) and, where
 * the browser allows it, as JSON text to the system clipboard.
 */
export async function copyBlock(block: Block, from: string): Promise<void> {
  const entry: ClipboardEntry = { kind: 'forecourt-block', block: structuredClone(block), from };
  memory = entry;
  const text = JSON.stringify(entry);
  try {
    storage()?.setItem(CLIPBOARD_STORAGE_KEY, text);
  } catch {
    // Full storage: the in-memory copy still pastes on this page.
  }
  try {
    await globalThis.navigator?.clipboard?.writeText(text);
  } catch {
    // The system clipboard may be refused (no permission, not focused); the in-app one is enough.
  }
}

/** The block on the in-app clipboard, or null. */
export function readClipboard(): ClipboardEntry | null {
  try {
    const text = storage()?.getItem(CLIPBOARD_STORAGE_KEY);
    if (text) {
      const parsed: unknown = JSON.parse(text);
      if (isEntry(parsed)) return parsed;
    }
  } catch {
    // Unreadable storage falls back to this page's copy.
  }
  return memory;
}

/**
 * Why `block` cannot be pasted into a page, or null when it can: its template must be one this
 * editor offers, and its field groups within the template's maximum.
 */
export function pasteProblem(block: Block): string | null {
  const template = getTemplate(block.template);
  if (!template) return `The copied block uses the template “${block.template}”, which this editor does not know, so it cannot be pasted.`;
  if (template.hidden) return `${template.name} blocks cannot be added to pages by editors, so the copy cannot be pasted.`;
  if (block.data.groups.length > template.max_field_groups) {
    return `${template.name} allows at most ${template.max_field_groups} field groups; the copy has ${block.data.groups.length}, so it cannot be pasted.`;
  }
  return null;
}
