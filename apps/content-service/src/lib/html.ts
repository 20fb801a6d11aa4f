const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** A small standalone HTML page (sign-in form, auth error) in the site's plain style. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f4; color: #1a1a1a; margin: 0; }
  main { max-width: 24rem; margin: 10vh auto; background: #fff; padding: 2rem; border-radius: 4px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; font: inherit; border: 1px solid #767676; border-radius: 2px; }
  button { margin-top: 1.5rem; padding: 0.7rem 1.5rem; font: inherit; font-weight: 600; background: #1a1a1a; color: #fff; border: 0; border-radius: 2px; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #0a5bd6; outline-offset: 2px; }
  [role="alert"] { color: #a00; background: #fdecec; padding: 0.75rem; border-radius: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
