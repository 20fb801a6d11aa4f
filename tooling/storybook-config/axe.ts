import axe from 'axe-core';

/**
 * Serious and critical axe-core violations in `root`, one line each (rule: targets). jsdom has no
 * layout, so colour contrast is left to the Chromium end-to-end runs, and a fragment rendered on
 * its own has no landmark regions.
 */
export async function seriousAxeViolations(root: Element | Document = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
