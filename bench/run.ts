/*
 * `npm run bench`: runs every bench/*.bench.ts module in turn (or only those named on the command
 * line, e.g. `npm run bench -- foundation news`) and prints one JSON object keyed by module name.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const modules = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

const results: Record<string, unknown> = {};
for (const name of modules) {
  process.stderr.write(`bench: ${name}...\n`);
  const mod = (await import(path.join(dir, `${name}.bench.ts`))) as {
    default: () => Promise<Record<string, unknown>>;
  };
  try {
    results[name] = await mod.default();
  } catch (error) {
    results[name] = { error: error instanceof Error ? error.message : String(error) };
  }
}
console.log(JSON.stringify(results, null, 2));
