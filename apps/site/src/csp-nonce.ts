// The page's Content-Security-Policy nonce, for scripts and styles the browser adds after the
// server's render (metaheads of the next page, the my-account script). The router writes it into
// the head as `<meta property="csp-nonce">`; browsers hide a script's nonce attribute, not this.

/** The nonce of `doc`'s policy, or undefined when it has none (tests, error pages). */
export function documentNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}
