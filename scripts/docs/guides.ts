/**
 * The portal's guides: HTML in docs/guides/<slug>.html, or Markdown in docs/guides/<slug>.md
 * (rendered with marked, so the file reads well in the repository too), framed by the portal's
 * layout. A guide
 * takes its code from the README's snippets (tested against the mocks) and its mock URLs from
 * redocly.yaml, through placeholders:
 *
 * - `{{snippet:NAME}}`: the README snippet named NAME (see readme-snippets.ts);
 * - `{{mock-url:API}}`: the URL of API's mock under `npm start`;
 * - `{{mock-table}}`: every API with its mock URL, the variable that carries it, and where the
 *   identity mock's catalog lists it;
 * - `{{mock-state}}`: every API with what its mock keeps across calls (the rest of it answers the
 *   spec's examples), from scripts/mocks/platform/state/registry.ts;
 * - `{{mock-env}}`: the environment snippet `npm start` prints;
 * - `{{signature-example}}`: the data store signature's worked example, computed by the SDK;
 * - `{{replay-command}}`: the command that signs the worked example's request afresh for the data
 *   store mock (signature-example.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Marked } from "marked";
import { type ApiEntry, repoRoot } from "../lib/api-registry.ts";
import { mockEnvironment, shellSnippet, urlVariable } from "../mocks/env.ts";
import { STATE_SUMMARY } from "../mocks/platform/state/registry.ts";
import { codeBlock, escapeHtml, page } from "./layout.ts";
import { namedSnippet, type Snippet } from "./readme-snippets.ts";
import { replayCommand } from "./signature-example.ts";

export interface Guide {
  slug: string;
  title: string;
  summary: string;
}

/** The guides, in the order the landing page lists them. */
export const GUIDES: readonly Guide[] = [
  {
    slug: "mock-platform",
    title: "Pointing an app at the mock platform",
    summary: "npm start, the environment it prints, the data store's test keys and the identity catalog.",
  },
  {
    slug: "datastore-signature",
    title: "The data store signature, with the worked example",
    summary: "How a request is signed and a response verified, step by step, with values you can check.",
  },
  {
    slug: "token-lockout",
    title: "The token lockout rule and how the SDK avoids it",
    summary:
      "Five failed token requests in a row lock a client ID for 30 minutes; what the provider does about it.",
  },
  {
    slug: "dns-ownership",
    title: "DNS: proving you own a domain",
    summary: "The first zone create fails with a confirmation code; publish it, then create again.",
  },
  {
    slug: "alarm-actions",
    title: "Did my alarm action run? Reading alarm history",
    summary: "Action entries, action_state, and what no entry in the window means.",
  },
  {
    slug: "verify",
    title: "Check a live platform against the specs",
    summary: "npm run verify: where a real endpoint and the specs disagree, a report, and a baseline in CI.",
  },
  {
    slug: "sdk",
    title: "Using the SDK",
    summary:
      "Every API's client with a tested example, what a hostile server or a careless caller cannot do, errors and secrets, and how this portal is made.",
  },
  {
    slug: "mock-platform-reference",
    title: "The mock platform: what each mock does",
    summary: "The fronts before the Prism mocks, the SVC_* variables, and the mock host's process.",
  },
  {
    slug: "platform-team",
    title: "For the platform team: scripts, change reports, interop",
    summary:
      "Every npm script, what changed since a release and whether it breaks, versions, and the real OpenStack peers.",
  },
];

export const guidesDir = resolve(repoRoot, "docs/guides");

export interface GuideContext {
  apis: readonly ApiEntry[];
  mockUrls: Readonly<Record<string, string>>;
  /** Environment variables the mocks' fronts add (the data store's test keys). */
  mockEnv: Readonly<Record<string, string>>;
  snippets: readonly Snippet[];
  /** The worked example of the data store signature, as HTML (signature-example.ts). */
  signatureExample: string;
}

function fill(guide: Guide, html: string, context: GuideContext): string {
  return html.replace(
    /\{\{([a-z-]+)(?::([A-Za-z0-9_-]+))?\}\}/g,
    (whole, name: string, argument?: string) => {
      if (name === "snippet" && argument !== undefined)
        return codeBlock(namedSnippet(context.snippets, argument).code, "ts");
      if (name === "mock-url" && argument !== undefined) {
        const url = context.mockUrls[argument];
        if (url === undefined)
          throw new Error(`guide ${guide.slug}: no mock for '${argument}' in redocly.yaml`);
        return `<code>${escapeHtml(url)}</code>`;
      }
      if (name === "signature-example") return context.signatureExample;
      if (name === "replay-command") {
        const url = context.mockUrls.datastore;
        if (url === undefined) throw new Error(`guide ${guide.slug}: no data store mock in redocly.yaml`);
        return codeBlock(replayCommand(url), "sh");
      }
      if (name === "mock-env")
        return codeBlock(shellSnippet(mockEnvironment(context.mockUrls, context.mockEnv)), "sh");
      if (name === "mock-table") {
        const rows = context.apis
          .map(
            (api) =>
              `<tr><td><a href="../${escapeHtml(api.name)}.html">${escapeHtml(api.name)}</a></td><td><code>${escapeHtml(context.mockUrls[api.name] ?? "-")}</code></td><td><code>${urlVariable(api.name)}</code></td><td><code>${escapeHtml(api.catalogType)}</code></td><td><code>${escapeHtml(api.catalogPath === "" ? "/" : api.catalogPath)}</code></td></tr>`,
          )
          .join("\n");
        return `<table class="plain"><thead><tr><th>API</th><th>mock URL</th><th>variable</th><th>catalog type</th><th>catalog path</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
      }
      if (name === "mock-state") {
        const rows = context.apis
          .map((api) => {
            const kept = STATE_SUMMARY[api.name];
            const what =
              kept === undefined
                ? "nothing: every answer is the spec's example"
                : `${kept}; the rest answers the spec's examples`;
            return `<tr><td><a href="../${escapeHtml(api.name)}.html">${escapeHtml(api.name)}</a></td><td>${escapeHtml(what)}</td></tr>`;
          })
          .join("\n");
        return `<table class="plain"><thead><tr><th>API</th><th>what the mock keeps across calls</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
      }
      throw new Error(`guide ${guide.slug}: unknown placeholder ${whole}`);
    },
  );
}

/** The id of a Markdown heading: its words, lower case, joined by hyphens ("Read the report" -> read-the-report). */
const headingId = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Markdown as the HTML guides are written: code blocks highlighted with a copy button like every
 * portal code block (layout.ts), and h2/h3 headings with ids, so a section can be linked and found
 * by the portal's search as an HTML guide's can.
 */
const guideMarkdown = new Marked({
  renderer: {
    code: ({ text, lang }) => codeBlock(text, lang?.trim() || "text"),
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      return depth === 2 || depth === 3
        ? `<h${depth} id="${headingId(inner)}">${inner}</h${depth}>\n`
        : `<h${depth}>${inner}</h${depth}>\n`;
    },
  },
});

/** A guide's HTML (the page's and the search index's): its .md rendered, else its .html as written. */
export function guideHtml(guide: Guide, dir = guidesDir): string {
  const markdown = resolve(dir, `${guide.slug}.md`);
  if (!existsSync(markdown)) return readFileSync(resolve(dir, `${guide.slug}.html`), "utf8");
  // The page's h1 is the guide's title: the file's own first heading is left out.
  const text = readFileSync(markdown, "utf8").replace(/^# .*\n+/, "");
  return guideMarkdown.parse(text, { async: false });
}

/** The HTML page of a guide. */
export function guidePage(guide: Guide, context: GuideContext): string {
  const html = guideHtml(guide);
  const body = `<article class="guide">\n<h1>${escapeHtml(guide.title)}</h1>\n${fill(guide, html, context)}\n</article>`;
  return page({ title: `${guide.title} | svc-cloud`, body, root: "../" });
}
