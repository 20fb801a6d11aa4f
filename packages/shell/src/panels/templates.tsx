import { useId, type ComponentType } from 'react';
import {
  PanelButtons,
  PanelFrame,
  PanelImage,
  PanelInfoBlock,
  PanelLinkList,
  panelButtons,
  panelInfoBlocks,
  panelLinks,
  type NavigationPanelProps,
} from './panel-parts.js';
import { splitColumns } from './split-columns.js';

/** Template A: links plus an image. */
export function TemplateAPanel(props: NavigationPanelProps) {
  return (
    <PanelFrame {...props} template="A">
      <PanelLinkList links={panelLinks(props.entry)} onNavigate={props.onClose} />
      <PanelButtons buttons={panelButtons(props.entry)} onNavigate={props.onClose} />
      <PanelImage entry={props.entry} />
    </PanelFrame>
  );
}

/** Template B: two link columns plus an image; the first column holds `metadata.firstColumnLinks`. */
export function TemplateBPanel(props: NavigationPanelProps) {
  const [first, second] = splitColumns(
    panelLinks(props.entry),
    props.entry.metadata.firstColumnLinks,
  );
  return (
    <PanelFrame {...props} template="B">
      <div className="fc-nav-panel__columns">
        <PanelLinkList links={first} onNavigate={props.onClose} />
        <PanelLinkList links={second} onNavigate={props.onClose} />
      </div>
      <PanelButtons buttons={panelButtons(props.entry)} onNavigate={props.onClose} />
      <PanelImage entry={props.entry} />
    </PanelFrame>
  );
}

/** Template C: links plus one info block (the first 'templateInfo' child). */
export function TemplateCPanel(props: NavigationPanelProps) {
  const [info] = panelInfoBlocks(props.entry);
  return (
    <PanelFrame {...props} template="C">
      <PanelLinkList links={panelLinks(props.entry)} onNavigate={props.onClose} />
      <PanelButtons buttons={panelButtons(props.entry)} onNavigate={props.onClose} />
      {info ? <PanelInfoBlock info={info} onNavigate={props.onClose} /> : null}
      <PanelImage entry={props.entry} />
    </PanelFrame>
  );
}

/** Width of template D's images (its info blocks and the panel picture), in px. */
export const TEMPLATE_D_IMAGE_WIDTH = 376;

/** Template D: links plus several info blocks; images are 376 px wide. */
export function TemplateDPanel(props: NavigationPanelProps) {
  const infos = panelInfoBlocks(props.entry);
  return (
    <PanelFrame {...props} template="D">
      <PanelLinkList links={panelLinks(props.entry)} onNavigate={props.onClose} />
      <PanelButtons buttons={panelButtons(props.entry)} onNavigate={props.onClose} />
      {infos.length > 0 ? (
        <div className="fc-nav-panel__infos">
          {infos.map((info) => (
            <PanelInfoBlock
              key={info.id}
              info={info}
              onNavigate={props.onClose}
              imageWidth={TEMPLATE_D_IMAGE_WIDTH}
            />
          ))}
        </div>
      ) : null}
      <PanelImage
        entry={props.entry}
        widths={[TEMPLATE_D_IMAGE_WIDTH]}
        sizes={`${TEMPLATE_D_IMAGE_WIDTH}px`}
        width={TEMPLATE_D_IMAGE_WIDTH}
      />
    </PanelFrame>
  );
}

/**
 * Template E: a section with a heading, description, buttons and links, plus an image. The
 * section's heading and description come from the first 'templateInfo' child, else the entry's
 * own description under its label.
 */
export function TemplateEPanel(props: NavigationPanelProps) {
  const headingId = useId();
  const [info] = panelInfoBlocks(props.entry);
  const heading = info?.label ?? props.entry.label;
  const description = info ? info.description : props.entry.description;
  return (
    <PanelFrame {...props} template="E">
      <section className="fc-nav-panel__section" aria-labelledby={headingId}>
        <h3 className="fc-nav-panel__section-title" id={headingId}>
          {info?.url ? (
            <a href={info.url} onClick={props.onClose}>
              {heading}
            </a>
          ) : (
            heading
          )}
        </h3>
        {description ? <p className="fc-nav-panel__section-text">{description}</p> : null}
        <PanelButtons buttons={panelButtons(props.entry)} onNavigate={props.onClose} />
        <PanelLinkList links={panelLinks(props.entry)} onNavigate={props.onClose} />
      </section>
      <PanelImage entry={props.entry} />
    </PanelFrame>
  );
}

/** Panel template letters handled here (the 'cars' template has its own panel). */
export type NavigationPanelTemplate = 'A' | 'B' | 'C' | 'D' | 'E';

/** The panel component for each `metadata.template` letter. */
export const navigationPanels: Record<
  NavigationPanelTemplate,
  ComponentType<NavigationPanelProps>
> = {
  A: TemplateAPanel,
  B: TemplateBPanel,
  C: TemplateCPanel,
  D: TemplateDPanel,
  E: TemplateEPanel,
};
