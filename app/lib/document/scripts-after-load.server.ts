/**
 * A page's JavaScript is fetched once the page has loaded (docs/decisions/211-scripts-after-load.md):
 * Remix's module hints and its module script leave the server inert, and a small inline loader
 * brings them to life after the load event's paint. The page needs no script to show or to work
 * (every form posts without JavaScript), so its images and text get the connection first. On its
 * way, the route manifest Remix writes into its module script indented loses its indentation.
 */
import { Transform } from "node:stream";
import { AFTER_LOAD_HINT_REL, AFTER_LOAD_MODULE_TYPE, AFTER_LOAD_BOX_ID } from "./inline-styles";

/**
 * Remix renders these exact attributes (React's serialisation of `<link rel="modulepreload">` and of
 * `<script type="module" async>`); neither can occur elsewhere in a document, where quotes in text
 * and in loader data are escaped. The replacements do not contain what they replace, so text that
 * was rewritten may be read again safely.
 */
/** The module script's attributes once rewritten: from here to its end tag the script is held whole. */
const MODULE_SCRIPT = `type="${AFTER_LOAD_MODULE_TYPE}" async=""`;

const REWRITES: [from: string, to: string][] = [
  ['<link rel="modulepreload"', `<link rel="${AFTER_LOAD_HINT_REL}"`],
  ['type="module" async=""', MODULE_SCRIPT],
];

/**
 * The loader, run where the body ends. After the load event and the next paint (or three seconds,
 * should an image never finish), it adds real `modulepreload` links for the inert hints and a module
 * script with the inert one's text and nonce, inside a box React leaves alone (an element of its own
 * appended to the head or body would fail hydration). Under a hash-based policy the new script has
 * the inert one's text, hence its hash. Sent on one line: every statement ends in `;` or a brace.
 */
export const SCRIPTS_LOADER_SOURCE = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const box = document.getElementById(${JSON.stringify(AFTER_LOAD_BOX_ID)});
    const hints = document.querySelectorAll('link[rel="${AFTER_LOAD_HINT_REL}"]');
    for (const href of new Set([...hints].map((hint) => hint.getAttribute("href")))) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      box.append(link);
    }
    const inert = document.querySelector('script[type="${AFTER_LOAD_MODULE_TYPE}"]');
    if (!inert) return;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    box.append(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint);
  setTimeout(start, 3000);
})();`.replace(/\n\s*/g, "");

const longest = Math.max(...REWRITES.map(([from]) => from.length));

const SCRIPT_END = "</script>";

/**
 * Remix inlines the matched routes' manifest as `JSON.stringify(manifest, null, 2)` (a third of it
 * indentation); the same JSON on one line. Its end is the only "}" that starts a line followed by
 * ";": every other closing brace of indented JSON is itself indented.
 */
const INDENTED_MANIFEST = /(window\.__remixManifest = )(\{\n[\s\S]*?\n\});/;

function compactManifest(script: string): string {
  return script.replace(INDENTED_MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json)).replaceAll("<", "\\u003c")};`;
    } catch {
      return whole;
    }
  });
}

/** How many characters at the end of `text` could begin a rewrite the next chunk completes. */
function partialMatchLength(text: string): number {
  for (let length = Math.min(longest - 1, text.length); length > 0; length--) {
    const tail = text.slice(-length);
    if (REWRITES.some(([from]) => from.startsWith(tail))) return length;
  }
  return 0;
}

/**
 * The document stream with Remix's scripts made inert. Holds back only the few characters that may
 * begin a rewrite across two chunks, so the streamed shell is not delayed. Works on latin1 text,
 * which maps bytes one to one: a UTF-8 character split between chunks passes through intact.
 */
export function scriptsAfterLoad(): Transform {
  let carried = "";
  /** The module script from its attributes on, until its end tag arrives (null before and after). */
  let moduleScript: string | null = null;
  let compacted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      let text = carried + chunk.toString("latin1");
      for (const [from, to] of REWRITES) text = text.replaceAll(from, to);
      if (moduleScript === null && !compacted) {
        const start = text.indexOf(MODULE_SCRIPT);
        if (start >= 0) [moduleScript, text] = [text.slice(start), text.slice(0, start)];
      } else if (moduleScript !== null) {
        [moduleScript, text] = [moduleScript + text, ""];
      }
      if (moduleScript !== null) {
        if (!moduleScript.includes(SCRIPT_END)) {
          carried = "";
          next(null, text ? Buffer.from(text, "latin1") : undefined);
          return;
        }
        // Its chunks were appended as they came: rewrite it whole once more (the rewrites are idempotent).
        let script = moduleScript;
        for (const [from, to] of REWRITES) script = script.replaceAll(from, to);
        const end = script.indexOf(SCRIPT_END);
        text += compactManifest(script.slice(0, end)) + script.slice(end);
        [moduleScript, compacted] = [null, true];
      }
      const held = partialMatchLength(text);
      carried = text.slice(text.length - held);
      const ready = text.slice(0, text.length - held);
      next(null, ready ? Buffer.from(ready, "latin1") : undefined);
    },
    flush(next) {
      const rest = carried + (moduleScript ?? "");
      next(null, rest ? Buffer.from(rest, "latin1") : undefined);
    },
  });
}
