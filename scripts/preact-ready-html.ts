/*
 * Build step (react-router.config.ts `buildEnd`): the prerendered pages, written by React, are
 * hydrated in the browser by Preact (vite.config.ts). Preact's hydration takes a parent's elements in
 * order, tag by tag, without comparing attributes: an element in <head> that the app does not render
 * there makes every later one of its tag land on the wrong node, and the last one is removed (it was
 * the stylesheet). React puts two such kinds in <head>: the module preloads React Router renders in
 * <body> (React moves every <link> to <head>), and a preload of each of the first images not marked
 * lazy. They are moved here after the app's own head elements: the browser still reads them while
 * parsing <head>, and hydration, finding them left over, removes them once they have done their work.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ADDED_BY_REACT = /<link rel="(?:modulepreload"|preload" as="image")[^>]*\/>/g;

export function preactReadyPage(html: string): string {
  const end = html.indexOf('</head>');
  if (end === -1) return html;
  const head = html.slice(0, end);
  const added = head.match(ADDED_BY_REACT);
  if (!added) return html;
  return head.replace(ADDED_BY_REACT, '') + added.join('') + html.slice(end);
}

export function preactReadyHtml(clientDir: string): void {
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    const ready = preactReadyPage(html);
    if (ready !== html) writeFileSync(file, ready);
  }
}
