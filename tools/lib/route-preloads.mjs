/**
 * The modulepreload links a prerendered page carries for the code its first visit loads after
 * the entry (no waterfall), as a pure function of Vite's manifest (tested in
 * ./route-preloads.test.mjs).
 *
 * Without them the route's chunks start only after the framework has run and the router has
 * resolved the route (one chunk after another: the feature route table, then the screen), and
 * Vite's preload helper adds the links from script, a DOM insertion per chunk inside the first
 * long tasks. Links in the HTML are fetched while the page parses, and the helper skips every
 * chunk a link already names.
 */
import { staticClosure } from './budget-core.mjs';

/**
 * The files to preload for `modules` (manifest keys), each module before its own imports, none
 * the entry already loads; and the modules missing from the build.
 */
export function routePreloads(manifest, modules) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const loaded = staticClosure(manifest, [entry]);
  const missing = modules.filter((m) => !manifest[m]);
  const files = [];
  for (const module of modules.filter((m) => manifest[m])) {
    // The module first: the screen's own chunk is what its render waits for.
    const ordered = [module, ...[...staticClosure(manifest, [module])].filter((k) => k !== module)];
    for (const key of ordered) {
      const file = manifest[key].file;
      if (loaded.has(key) || !file.endsWith('.js') || files.includes(file)) continue;
      files.push(file);
    }
  }
  return { files, missing };
}

/** The links for `files`, written as Vite writes the entry's (crossorigin: module scripts are fetched in CORS mode). */
export function preloadLinkTags(files, base = '/') {
  return files.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`).join('\n    ');
}

/** `template` with `links` after its last modulepreload link (else before </head>). */
export function withPreloads(template, links) {
  if (!links) return template;
  const last = template.lastIndexOf('<link rel="modulepreload"');
  if (last === -1) return template.replace('</head>', `  ${links}\n  </head>`);
  const end = template.indexOf('>', last) + 1;
  return `${template.slice(0, end)}\n    ${links}${template.slice(end)}`;
}
