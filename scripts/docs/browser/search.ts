/**
 * The search box in the header of the portal's own pages: it loads the index that the build wrote
 * (search-index.js, see ../search-index.ts) into MiniSearch and lists what matches as you type,
 * every API's operations and the guides together, best first (searchIndex). It is in the bar of
 * every page, the reference pages' too. Enter opens the first result; `?q=` in the
 * page's URL fills the box (a search can be linked). Results are built as DOM nodes, never as
 * HTML text, so nothing in the index can inject markup.
 */
import MiniSearch from "minisearch";
import {
  SEARCH_OPTIONS,
  type SearchDocument,
  type SearchHit,
  type SearchPayload,
  searchIndex,
} from "../search-options.ts";

declare global {
  interface Window {
    svcSearch?: SearchPayload;
  }
}

/** Results shown at most. */
const LIMIT = 12;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function resultItem(hit: SearchHit, root: string): HTMLLIElement {
  const item = document.createElement("li");
  const link = element("a", "hit");
  link.href = `${root}${hit.url}`;
  const head = element("span", "hit-head");
  if (hit.method !== undefined)
    head.append(element("span", `method method-${hit.method.toLowerCase()}`, hit.method));
  head.append(element("strong", "hit-title", hit.title));
  link.append(
    head,
    element("span", "hit-where", hit.path === undefined ? hit.where : `${hit.where} · ${hit.path}`),
  );
  if (hit.excerpt !== "") link.append(element("span", "hit-excerpt", hit.excerpt));
  item.append(link);
  return item;
}

function start(): void {
  const form = document.querySelector<HTMLFormElement>("form.search");
  const input = form?.querySelector<HTMLInputElement>("input[type=search]");
  const list = form?.querySelector<HTMLOListElement>("ol.search-results");
  const payload = window.svcSearch;
  if (!form || !input || !list || payload === undefined) return;
  const root = form.dataset.root ?? "";
  const index = MiniSearch.loadJSON<SearchDocument>(payload.index, SEARCH_OPTIONS);

  const render = () => {
    const query = input.value.trim();
    const hits = query === "" ? [] : searchIndex(index, query).slice(0, LIMIT);
    list.replaceChildren(
      ...(hits.length > 0 || query === ""
        ? hits.map((hit) => resultItem(hit, root))
        : [element("li", "no-hit", `Nothing matches "${query}".`)]),
    );
    list.hidden = query === "";
  };
  input.addEventListener("input", render);
  input.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      input.value = "";
      render();
    }
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const first = list.querySelector<HTMLAnchorElement>("a.hit");
    if (first !== null) window.location.href = first.href;
  });
  const asked = new URLSearchParams(window.location.search).get("q");
  if (asked !== null) {
    input.value = asked;
    render();
  }
}

start();
