// Markdown tables and number formats shared by every section.

/** One Markdown table: `columns` are header names, `rows` arrays of cells (strings or numbers). */
export function markdownTable(columns, rows) {
  const line = (cells) => `| ${cells.map((cell) => String(cell ?? '')).join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fixed = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);

/** `a ÷ b` to two decimals (two significant digits below 0.1), or '—' when a side is missing. */
export function ratio(a, b) {
  if (a == null || b == null || !b) return '—';
  const value = a / b;
  return value !== 0 && Math.abs(value) < 0.1 ? value.toPrecision(2) : value.toFixed(2);
}

/** A count with thousands separators: 10,000. */
export const count = (value) => (value == null ? '—' : value.toLocaleString('en-US'));

export const kb = (bytes) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));

/** Latency in milliseconds, with more digits below 1 ms (raw SQL answers in tenths of one). */
export const ms = (value) =>
  value == null ? '—' : value < 1 ? value.toFixed(3) : value.toFixed(2);
