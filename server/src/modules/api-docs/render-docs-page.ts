import { escapeHtml } from '../../lib/escape-html.js';
import type { OpenApiDocument } from './build-openapi.js';
import { describeFields, describeType, type FieldRow, type JsonSchema } from './describe-fields.js';

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { description?: string; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function fieldTable(title: string, rows: FieldRow[]): string {
  if (rows.length === 0) return '';
  const body = rows
    .map((r) => `<tr><td><code>${escapeHtml(r.name)}</code>${r.required ? '' : ' <small>(optional)</small>'}</td><td>${escapeHtml(r.type)}</td><td>${escapeHtml(r.note)}</td></tr>`)
    .join('');
  return `<table><caption>${title}</caption><thead><tr><th>Field</th><th>Kind</th><th>Notes</th></tr></thead><tbody>${body}</tbody></table>`;
}

function renderOperation(method: string, path: string, op: Operation): string {
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => ({ name: p.name, type: p.schema ? describeType(p.schema) : 'any', required: p.required ?? false, note: p.description ?? '' }));
  const bodies = Object.entries(op.requestBody?.content ?? {}).map(([type, media]) => fieldTable(`Body (${escapeHtml(type)})`, describeFields(media.schema)));
  const success = Object.entries(op.responses ?? {}).filter(([status]) => status !== 'default');
  return `<section class="op" id="${slug(`${method}-${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}</p>
<p class="who">${escapeHtml(op.description ?? '')}</p>
${fieldTable('Query parameters', query)}
${op.requestBody?.description ? `<p>${escapeHtml(op.requestBody.description)}</p>` : ''}
${bodies.join('\n')}
<p class="answer">${success.map(([status, r]) => `<strong>${status}</strong> ${escapeHtml(r.description ?? '')}`).join(' · ')}</p>
</section>`;
}

/**
 * The readable page of the API: generated from the same document as openapi.json, plain HTML
 * with no script, so it needs no bundle and passes the app's content security policy.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>((document.tags ?? []).map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const op = item?.[method] as Operation | undefined;
      if (op) byTag.get(op.tags?.[0] ?? '')?.push(renderOperation(method, path, op));
    }
  }
  const areas = (document.tags ?? []).map(
    (t) => `<section id="${slug(t.name)}"><h2>${escapeHtml(t.name)}</h2><p>${escapeHtml(t.description ?? '')}</p>${byTag.get(t.name)!.join('\n')}</section>`,
  );
  const contents = (document.tags ?? []).map((t) => `<li><a href="#${slug(t.name)}">${escapeHtml(t.name)}</a> (${byTag.get(t.name)!.length})</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.5rem;color:#1a1a1a}
code{font-size:.95em}h2{margin-top:2.5rem;border-bottom:2px solid #ddd}
.op{border-top:1px solid #eee;padding:.5rem 0}.op h3{font-size:1.05rem;margin:.5rem 0}
.method{display:inline-block;min-width:4.2rem;padding:0 .4rem;border-radius:4px;color:#fff;font-size:.85rem;text-align:center}
.get{background:#1565c0}.post{background:#2e7d32}.put,.patch{background:#ef6c00}.delete{background:#c62828}
.who{color:#555;margin:0}table{border-collapse:collapse;margin:.5rem 0;width:100%}caption{text-align:left;font-weight:600}
th,td{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}.answer{color:#333}
</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>The same description for tools and scripts: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1). Sign in with <code>POST /api/auth/login/</code> and send the key it answers as <code>Authorization: Token &lt;key&gt;</code>. Every error answers <code>{error, code?, details?}</code>.</p>
<nav><ul>${contents}</ul></nav>
${areas.join('\n')}
</body></html>
`;
}
