/**
 * A list's pagination links (JSON:API "Pagination"): `self`, `first`, `last`, and `prev` and
 * `next` where those pages exist (omitted otherwise, as the spec allows). Each is the request's
 * own address with `page[number]` and `page[size]` set, so filters, sorts, includes and sparse
 * fieldsets carry over. Links are absolute (the JSON:API schema's link is `format: uri`) and their
 * brackets percent-encoded (RFC 3986 allows none in a query), as URLSearchParams writes them.
 */
export interface PageLinks {
  self: string;
  first: string;
  last: string;
  prev?: string;
  next?: string;
}

/**
 * @param origin the product's configured origin (never the Host header)
 * @param requestUrl the request's path and query as received (`/api/v1/tags?page[size]=3`)
 */
export function pageLinks(origin: string, requestUrl: string, page: { number: number; size: number }, total: number): PageLinks {
  const lastNumber = Math.max(1, Math.ceil(total / page.size));
  const at = (n: number): string => {
    const url = new URL(requestUrl, origin);
    url.searchParams.set('page[number]', String(n));
    url.searchParams.set('page[size]', String(page.size));
    return url.toString();
  };
  return {
    self: at(page.number),
    first: at(1),
    last: at(lastNumber),
    ...(page.number > 1 ? { prev: at(Math.min(page.number - 1, lastNumber)) } : {}),
    ...(page.number < lastNumber ? { next: at(page.number + 1) } : {}),
  };
}
