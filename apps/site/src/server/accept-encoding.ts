// Content negotiation of the encodings the site stores ready-made (brotli and gzip).

/** Whether an `Accept-Encoding` header allows `coding` (listed, or `*`, with q above 0). */
export function acceptsEncoding(acceptEncoding: string | null | undefined, coding: string): boolean {
  let wildcard = 0;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name === coding) return weight > 0;
    if (name === '*') wildcard = weight;
  }
  return wildcard > 0;
}

/** The best encoding the client takes of those stored: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | 'identity' {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return 'identity';
}
