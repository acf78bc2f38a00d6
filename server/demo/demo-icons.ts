import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

/*
 * The embedded demo's icons: its client data (server/demo/client-data.ts) names icons of its own
 * (`demo-item-07`, `demo-talent-12`…), which the site draws here as small SVG pictures, so the demo's
 * armory shows icons with no configuration and no request leaving the site (DEMO_ICON_URL).
 */

const NAME = /^demo-[a-z0-9-]{1,40}$/;

/** Simple marks, one per icon by its name's hash: a gem, an orb, a blade, a shield, a star, a rune. */
const MARKS = [
  '<path d="M32 12 48 32 32 52 16 32Z"/>',
  '<circle cx="32" cy="32" r="15"/>',
  '<path d="M42 14 48 20 26 42 22 46 18 42 22 38Z M20 40 14 50 24 44"/>',
  '<path d="M32 12 48 18V32C48 42 40 49 32 52 24 49 16 42 16 32V18Z"/>',
  '<path d="M32 12 37 26 52 27 40 36 44 51 32 42 20 51 24 36 12 27 27 26Z"/>',
  '<path d="M22 14V50M22 32 42 14M22 32 42 50"/>',
];

export function demoIcon(name: string): string {
  const hash = createHash('sha256').update(name).digest();
  const hue = Math.round((hash[0]! / 255) * 360);
  const mark = MARKS[hash[1]! % MARKS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 14%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="64" height="64" fill="url(#g)"/>` +
    `<g fill="hsl(${hue} 80% 82% / .85)" stroke="hsl(${hue} 90% 94%)" stroke-width="2" stroke-linejoin="round">${mark}</g>` +
    `</svg>`
  );
}

export const demoIconRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/demo-icons/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !NAME.test(name)) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(demoIcon(name));
  });
};
