import { Fragment, type ReactNode } from 'react';
import { type PriceTemplateNode, parsePriceTemplate } from '../template.js';

function renderNodes(nodes: readonly PriceTemplateNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    if (node.tag === 'br') return <br key={index} />;
    const Tag = node.tag;
    return (
      <Tag key={index} className={node.className}>
        {renderNodes(node.children)}
      </Tag>
    );
  });
}

/**
 * Renders an admin-authored price template (e.g. 'From <span>25 000€</span>') as React elements
 * built from a parsed tree: only span, strong, em and br survive, with their class; no HTML is
 * injected as is.
 */
export function PriceTemplate({ html }: { html: string }) {
  return <>{renderNodes(parsePriceTemplate(html))}</>;
}
