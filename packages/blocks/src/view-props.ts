import type { Locale } from '@forecourt/api-client';
import type { BlockData, TemplateDefinition } from './contract/index.js';

/** How blocks are shown: to visitors, or in the editor's preview (problems made visible). */
export type BlockMode = 'public' | 'preview';

/** Props every block view receives, typed from its template definition. */
export interface BlockViewProps<T extends TemplateDefinition = TemplateDefinition> {
  /** Migrated, validated data of the block. */
  data: BlockData<T>;
  /** Locale to read translatable values in; falls back to the default locale. */
  locale: Locale;
  /** Defaults to 'public' when rendered by `BlockList`'s caller. */
  mode: BlockMode;
  /** The saved block's id (`BlockList` passes it), for data the site loaded per block. */
  blockId?: string | undefined;
}
