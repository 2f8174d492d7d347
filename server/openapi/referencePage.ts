/**
 * The API reference as one HTML page, rendered on the server from the OpenAPI document: no
 * script, no font or style from elsewhere (the product ships its own assets), readable at
 * 420 px and by a screen reader (one h1, a section per tag, tables with header cells).
 */
import type { JsonSchema } from './fieldSchemas';

type Operation = { summary?: string; description?: string; tags?: string[]; parameters?: { name: string; in: string; required?: boolean; description?: string }[]; requestBody?: { content: Record<string, unknown> }; responses?: Record<string, { description?: string; $ref?: string }>; security?: Record<string, string[]>[] };
type Document = { info: { title: string; version: string; description?: string }; servers?: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Escaped text with the description's `code` spans kept. */
const prose = (text: string | undefined): string => escape(text ?? '').replace(/`([^`]+)`/g, '<code>$1</code>').replace(/\n\n/g, '</p><p>');
const anchor = (tag: string): string => `tag-${tag.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function typeText(schema: JsonSchema): string {
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'object');
  const items = schema.items as JsonSchema | undefined;
  const parts = [type === 'array' && items ? `list of ${String(items.type)}` : type];
  if (schema.format) parts.push(String(schema.format));
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.filter((v) => v !== null).join(', ')}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${String(schema.maxLength)} characters`);
  if (schema.minimum !== undefined) parts.push(`from ${String(schema.minimum)}`);
  if (schema.maximum !== undefined) parts.push(`to ${String(schema.maximum)}`);
  if (schema.maxItems !== undefined) parts.push(`at most ${String(schema.maxItems)} items`);
  if (schema.readOnly) parts.push('read-only');
  if (schema.writeOnly) parts.push('write-only');
  return parts.join(', ');
}

function fieldsTable(schema: JsonSchema | undefined, caption = 'Fields'): string {
  const attributes = ((schema?.properties as JsonSchema | undefined)?.attributes as JsonSchema | undefined)?.properties as Record<string, JsonSchema> | undefined;
  const relationships = ((schema?.properties as JsonSchema | undefined)?.relationships as JsonSchema | undefined)?.properties as Record<string, JsonSchema> | undefined;
  const rows = [
    ...Object.entries(attributes ?? {}).map(([name, s]) => `<tr><th scope="row"><code>${escape(name)}</code></th><td>attribute</td><td>${escape(typeText(s))}${s.description ? `. ${prose(String(s.description))}` : ''}</td></tr>`),
    ...Object.entries(relationships ?? {}).map(([name, s]) => `<tr><th scope="row"><code>${escape(name)}</code></th><td>relationship</td><td>${s.readOnly ? 'read-only' : 'writable'}</td></tr>`),
  ];
  if (rows.length === 0) return '';
  return `<table><caption>${escape(caption)}</caption><thead><tr><th scope="col">Name</th><th scope="col">Kind</th><th scope="col">Value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The fields of a body its route declares (defineAction), as a resource's are listed. */
function bodyFields(content: Record<string, unknown>): string {
  const schema = Object.values(content)[0] as { schema?: JsonSchema } | undefined;
  const data = (schema?.schema?.properties as JsonSchema | undefined)?.data as JsonSchema | undefined;
  return fieldsTable(data, 'Body fields');
}

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<tr><th scope="row"><code>${escape(p.name)}</code></th><td>${escape(p.in)}${p.required ? ', required' : ''}</td><td>${prose(p.description)}</td></tr>`)
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<li><strong>${escape(status)}</strong> ${prose(r.description ?? (r.$ref?.endsWith('ClientError') ? 'A JSON:API error document (the client’s mistake).' : 'A JSON:API error document.'))}</li>`)
    .join('');
  const signIn = op.security?.some((s) => Object.keys(s).length === 0) ? 'No sign-in needed.' : 'Needs a bearer token.';
  const body = op.requestBody ? `<p>Body: ${Object.keys(op.requestBody.content).map((t) => `<code>${escape(t)}</code>`).join(', ')}</p>${bodyFields(op.requestBody.content)}` : '';
  return `<article><h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3><p>${prose(op.summary)}. ${signIn}</p>${op.description ? `<p>${prose(op.description)}</p>` : ''}${body}${
    params ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Meaning</th></tr></thead><tbody>${params}</tbody></table>` : ''
  }<ul class="responses">${responses}</ul></article>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}main{max-width:60rem;margin:0 auto;padding:1rem}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}h3{font-size:1.05rem;overflow-wrap:anywhere}.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#0b5394}
table{border-collapse:collapse;width:100%;margin:.5rem 0;table-layout:fixed}th,td{border:1px solid #c8c8c8;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
caption{text-align:left;font-weight:600}article{border-top:1px solid #ddd;padding:.5rem 0}nav ul{columns:14rem}a{color:#0b5394}`;

export function referencePage(doc: Document, jsonHref: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  const tags = [...byTag.keys()].sort();
  const typeOf = (tag: string): string => tag.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  const sections = tags.map((tag) => `<section aria-labelledby="${anchor(tag)}"><h2 id="${anchor(tag)}">${escape(tag.replace(/_/g, ' '))}</h2>${fieldsTable(doc.components.schemas[typeOf(tag)])}${byTag.get(tag)!.join('')}</section>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)} reference</title><style>${STYLE}</style></head><body><main><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1><p>${prose(doc.info.description)}</p><p>Base address: <code>${escape(doc.servers?.[0]?.url ?? '')}</code>. The machine-readable description: <a href="${escape(jsonHref)}">OpenAPI 3.1 (JSON)</a>.</p><nav aria-label="Contents"><ul>${tags
    .map((t) => `<li><a href="#${anchor(t)}">${escape(t.replace(/_/g, ' '))}</a></li>`)
    .join('')}</ul></nav>${sections.join('')}</main></body></html>`;
}
