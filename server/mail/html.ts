/**
 * A mail's HTML part, made from its text (the one the catalogues write, i18n/mail.ts), so both
 * parts always say the same: paragraphs where the text leaves a blank line, line breaks where it
 * breaks a line, and its web addresses as links. Everything else is escaped: names and school
 * names are typed by people.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** http(s) addresses, up to a space or a closing bracket; a sentence's last full stop is not part of one. */
const ADDRESS = /https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g;

function linked(line: string): string {
  let out = '';
  let at = 0;
  for (const match of line.matchAll(ADDRESS)) {
    out += escapeHtml(line.slice(at, match.index));
    const href = escapeHtml(match[0]);
    out += `<a href="${href}">${href}</a>`;
    at = match.index + match[0].length;
  }
  return out + escapeHtml(line.slice(at));
}

export function mailHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${p.split(/\r?\n/).map(linked).join('<br>\n')}</p>`);
  return `<!doctype html>\n<html><head><meta charset="utf-8"></head><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>\n`;
}
