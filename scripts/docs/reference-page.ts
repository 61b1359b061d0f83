/**
 * The portal's top bar on the reference pages, which are Redoc's own: the way back to the landing
 * page and the portal's one search, on the page and on every deep link into it (the bar sticks at
 * the top while Redoc scrolls to an operation). Redoc's own search ("Search Ctrl+K", which finds
 * only that page's operations, by other rules) is hidden by reference.css, so every page has one
 * search, the same everywhere. Redoc keeps its sidebar and its scrolling below the bar: the bar's
 * height is Redoc's `scrollYOffset` (redocly.yaml), which it also uses as its navbar height.
 */
import { portalBar, searchScripts } from "./layout.ts";

/** The stylesheets the bar needs on a Redoc page, in the order they apply. */
export const REFERENCE_STYLESHEETS = ["portal-bar.css", "reference.css"] as const;

const CONTAINER = '<div id="redoc">';

/** `html`, a reference page at the portal's root, with the portal's bar before Redoc's container. */
export function withPortalBar(html: string): string {
  const at = html.indexOf(CONTAINER);
  if (at === -1 || html.indexOf(CONTAINER, at + 1) !== -1) {
    throw new Error(
      'redocly build-docs wrote a page without exactly one <div id="redoc">; scripts/docs/reference-page.ts needs updating',
    );
  }
  const links = REFERENCE_STYLESHEETS.map((file) => `<link rel="stylesheet" href="${file}">`).join("\n");
  return `${html.slice(0, at)}${links}\n${portalBar("")}\n${searchScripts("")}\n${html.slice(at)}`;
}
