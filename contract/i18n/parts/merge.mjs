// Temporary while the texts move into the catalogues: rebuilds en.json and fr.json from every part.
import { readdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
const dir = import.meta.dirname;
const out = { en: {}, fr: {} };
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  let part;
  for (let i = 0; ; i++) {
    try { part = JSON.parse(readFileSync(path.join(dir, file), 'utf8')); break; }
    catch (e) { if (i > 20) throw new Error(`${file}: ${e.message}`); await new Promise((r) => setTimeout(r, 100)); }
  }
  for (const lang of ['en', 'fr'])
    for (const [k, v] of Object.entries(part[lang] ?? {})) {
      if (k in out[lang]) throw new Error(`${file}: key ${k} already in another part`);
      out[lang][k] = v;
    }
}
for (const lang of ['en', 'fr']) {
  const sorted = Object.fromEntries(Object.entries(out[lang]).sort(([a], [b]) => (a < b ? -1 : 1)));
  const target = path.join(dir, '..', `${lang}.json`);
  writeFileSync(`${target}.${process.pid}`, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(`${target}.${process.pid}`, target);
}
console.log(`merged: ${Object.keys(out.en).length} en, ${Object.keys(out.fr).length} fr`);
