/**
 * Deep links into the reference pages. Redoc (3.x, inlined by `redocly build-docs`) routes inside
 * a page by the URL's hash, `<api>.html#/<tag>/<operation>`, which a static server never sees, so
 * such a link works opened in a new tab, bookmarked, or from another page (the portal's search).
 *
 * The page `redocly build-docs` writes is prerendered on the server with path links instead
 * (`href="/db-instances"`), and React's hydration keeps those attributes: the sidebar navigated by
 * click but its links, opened in a new tab, asked the server for `/db-instances` (a 404). The
 * portal therefore ships the page without the prerendered markup (`clientRendered`): Redoc renders
 * it in the browser, every link with the hash route it navigates by.
 */

/** Redoc's route segment for a tag or an operation ID: lower case, runs of other characters as `-`. */
export function routeSegment(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The hash route of an operation on its API's page, e.g. `#/db-instances/listinstances`. */
export function operationRoute(tag: string, operationId: string): string {
  return `#/${routeSegment(tag)}/${routeSegment(operationId)}`;
}

const CONTAINER = '<div id="redoc">';
const APP_SCRIPT = '<script type="module">';
/** Redoc's colour-mode script, which the prerender puts first in the container; it is kept. */
const COLOR_MODE = /^<div hidden="">[\s\S]*?<\/div>/;

/**
 * The page without Redoc's prerendered markup, so that the browser renders it (Redoc's `hydrate`
 * renders from scratch into an empty container). Fails the build if the page's shape changed.
 */
export function clientRendered(html: string): string {
  const open = html.indexOf(CONTAINER);
  const script = html.indexOf(APP_SCRIPT);
  const close = script === -1 ? -1 : html.lastIndexOf("</div>", script);
  if (open === -1 || close < open) {
    throw new Error(
      'redocly build-docs wrote a page without the expected <div id="redoc"> before its module script; scripts/docs/reference-routes.ts needs updating',
    );
  }
  const start = open + CONTAINER.length;
  const keep = COLOR_MODE.exec(html.slice(start, close))?.[0] ?? "";
  return `${html.slice(0, start)}${keep}${html.slice(close)}`;
}
