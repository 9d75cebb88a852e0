// After `vite build`: writes index.html with a page already rendered in it (src/prerender/pages.tsx), which
// the gateway serves for that page's first load: dist/login.html (the sign-in form, for /login) and
// dist/signed-in.html (the signed-in shell with the dashboard waiting for its figures, for / and /dashboard).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
// gateway/src/transports/http/security-headers.ts's CSP_NONCE_PLACEHOLDER, also in index.html.
const NONCE = '__CSP_NONCE__';
const LIGHT = '(prefers-color-scheme: light)';

/**
 * The CSP refuses style attributes written in the HTML (React sets them through the DOM, which it
 * allows): each becomes a class, its rule in a <style> tag with the nonce.
 */
function styleAttributesToClasses(html) {
  const classes = new Map();
  const unescape = (text) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  const out = html.replace(
    /<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*?)(\/?)>/g,
    (_, tag, before, style, after, end) => {
      if (!classes.has(style)) classes.set(style, `prerendered-${classes.size}`);
      const name = classes.get(style);
      const attributes = before + after;
      const classed = /\sclass="/.test(attributes)
        ? attributes.replace(/\sclass="([^"]*)"/, (__, value) => ` class="${value} ${name}"`)
        : `${attributes} class="${name}"`;
      return `<${tag}${classed}${end}>`;
    },
  );
  const css = [...classes].map(([style, name]) => `.${name}{${unescape(style)}}`).join('');
  return { html: out, styleTag: css ? `<style nonce="${NONCE}">${css}</style>` : '' };
}

/**
 * The built form shows but does not act until the client has rendered it: fields read-only and
 * buttons disabled, so nothing is typed into fields about to be replaced, and the form is never
 * submitted natively (a GET with the password in the address).
 */
const inert = (html) =>
  html.replace(/<input(?=[\s>])/g, '<input readonly=""').replace(/<button(?=[\s>])/g, '<button disabled=""');

/** index.html with the page in its root (`data-prerendered-page`, read by main.tsx) and its styles. */
function pageHtml(index, name, rendered) {
  const { html, styleTags: attributeStyles } = styleAttributesToClasses(inert(rendered.html));
  // Light mode only: with a dark system the built page neither shows nor styles anything (the page is
  // blank until the client renders, as without it), and main.tsx removes it for a dark choice.
  const styleTags =
    (rendered.styleTags + attributeStyles).replace(/<style /g, `<style media="${LIGHT}" data-prerendered="" `) +
    `<style media="not ${LIGHT}" data-prerendered="hide" nonce="${NONCE}">#root>*{display:none}</style>`;
  return index
    .replace('</head>', `${styleTags}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered-page="${name}">${html}</div>`);
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-prerender-'));
try {
  // One Node bundle with every dependency inside (MUI's ES modules need no resolution by Node).
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/pages.tsx',
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'pages.mjs' } },
    },
  });
  const { renderLoginPage, renderSignedInShell } = await import(pathToFileURL(path.join(outDir, 'pages.mjs')).href);
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>') || !index.includes(NONCE))
    throw new Error('dist/index.html: unexpected content');
  for (const [file, name, render] of [
    ['login.html', 'login', renderLoginPage],
    ['signed-in.html', 'signed-in', renderSignedInShell],
  ]) {
    const page = pageHtml(index, name, render(NONCE));
    fs.writeFileSync(path.join(dist, file), page);
    console.log(`dist/${file}: ${page.length} bytes`);
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
