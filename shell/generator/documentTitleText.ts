/**
 * The browser tab's title rule (DocumentTitle.tsx): the page, then the section it belongs to,
 * then the product, parts not known yet left out. Free of react-admin so the light sign-in
 * screen (shell/boot/) names its tab the same way.
 */
const SEPARATOR = ' - ';

export function documentTitleText(parts: readonly (string | undefined)[], product: string): string {
  return [...parts.filter((p): p is string => p !== undefined && p !== ''), product].join(SEPARATOR);
}
