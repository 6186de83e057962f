/**
 * The app's page (`index.html`) as served at each of its addresses, with the scripts that
 * address's first load runs hinted in its head (`<link rel="modulepreload">`). The app's build
 * writes which scripts each route runs to `preloads.json` (apps/backoffice
 * `build/route-preloads.ts`); with the hints, the browser asks for them all beside the page
 * instead of in rounds, each discovered by the script before it (issue 15).
 *
 * Both files are read again when `index.html` changes on disk (a deploy under a running server);
 * a build without `preloads.json` is served as it is. Each page carries an ETag, so a reload
 * revalidates it with a 304 rather than downloading it again.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@hangar/domain';

/** Route pattern → the scripts to hint, as the build wrote them. */
type Preloads = Record<string, string[]>;

/** Only same-origin script paths make it into the page (`/assets/name-hash.js`; not `//host/…`). */
const SCRIPT_PATH = /^\/[\w-][\w./-]*\.js$/;

/** A page as sent: its HTML and the validator a reload revalidates it with. */
export interface Page {
  html: string;
  etag: string;
}

const pageOf = (html: string): Page => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
});

export class SpaPage {
  private loadedAt = -1;
  private page: Page = pageOf('');
  private preloads: Preloads = {};
  /** The page per route pattern, built once per version of the files. */
  private readonly byPattern = new Map<string, Page>();

  /**
   * @param settings what the app reads from its page, as `<meta name content>` in its head: the
   *   server's own settings, which a build done once cannot know (the material size limit).
   */
  constructor(
    private readonly dir: string,
    private readonly settings: Readonly<Record<string, string>> = {},
  ) {}

  /** The page to send at `url` (a path, with or without a query); `undefined` without a page. */
  at(url: string): Page | undefined {
    if (!this.reloadIfChanged()) return undefined;
    const pattern = matchRoute(url)?.pattern;
    const scripts = pattern ? this.preloads[pattern] : undefined;
    if (!pattern || !scripts || scripts.length === 0) return this.page;
    let page = this.byPattern.get(pattern);
    if (page === undefined) {
      const links = scripts
        .filter((src) => SCRIPT_PATH.test(src))
        .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`)
        .join('');
      // After the entry script and the styles, which the page needs first.
      page = pageOf(this.page.html.replace('</head>', `${links}</head>`));
      this.byPattern.set(pattern, page);
    }
    return page;
  }

  /** Reads the files again if `index.html` changed; false when there is none. */
  private reloadIfChanged(): boolean {
    const index = path.join(this.dir, 'index.html');
    const mtime = statSync(index, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return false;
    if (mtime === this.loadedAt) return true;
    const metas = Object.entries(this.settings)
      .map(
        ([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`,
      )
      .join('');
    this.page = pageOf(readFileSync(index, 'utf8').replace('</head>', `${metas}</head>`));
    this.preloads = readPreloads(path.join(this.dir, 'preloads.json'));
    this.byPattern.clear();
    this.loadedAt = mtime;
    return true;
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function readPreloads(file: string): Preloads {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((src) => typeof src === 'string'),
      ),
    );
  } catch {
    // No file (a build from before the hints, another app's build): the page as it is.
    return {};
  }
}
