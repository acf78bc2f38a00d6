/* Writes .br and .gz beside every compressible built file, so the server sends them without compressing per request. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(process.env.WEB_BUILD_DIR ?? 'build', 'client');
const compressible = /\.(?:js|css|svg|html|json|txt|xml|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

let count = 0;
for (const file of walk(clientDir)) {
  if (!compressible.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`Compressed ${count} files in ${clientDir}`);
