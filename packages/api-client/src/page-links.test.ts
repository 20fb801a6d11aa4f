import { describe, expect, it } from 'vitest';
import { internalLinkId, internalLinkTo, linkTargetProblem, LINK_TARGET_MESSAGES } from './page-links.js';

describe('given a link page target', () => {
  it('should name an internal target page by id, or accept a site path', () => {
    expect(internalLinkId(internalLinkTo(42))).toBe(42);
    expect(internalLinkId('/offers')).toBeNull();
    expect(linkTargetProblem('internal', 'page:42')).toBeNull();
    expect(linkTargetProblem('internal', '/offers')).toBeNull();
    expect(linkTargetProblem('internal', 'offers')).toBe(LINK_TARGET_MESSAGES.internal);
    expect(linkTargetProblem('internal', '//evil.example')).toBe(LINK_TARGET_MESSAGES.internal);
  });

  it('should accept only full web addresses as external targets', () => {
    expect(linkTargetProblem('external', 'https://www.example.com/dealer')).toBeNull();
    expect(linkTargetProblem('external', 'www.example.com')).toBe(LINK_TARGET_MESSAGES.external);
    expect(linkTargetProblem('external', 'ftp://example.com/file')).toBe(LINK_TARGET_MESSAGES.external);
  });

  it('should accept a site path or a web address as a file', () => {
    expect(linkTargetProblem('file', '/api/v1/image/brochure/w/1920')).toBeNull();
    expect(linkTargetProblem('file', 'https://cdn.example.com/brochure.pdf')).toBeNull();
    expect(linkTargetProblem('file', 'brochure.pdf')).toBe(LINK_TARGET_MESSAGES.file);
  });

  it('should leave an empty target to the required rule', () => {
    expect(linkTargetProblem('external', '  ')).toBeNull();
  });
});
