import { describe, expect, it } from 'vitest';
import { APP_STARTER, deferAppStart, INERT_MODULE_TYPE } from './app-start.tsx';

const MODULE =
  '<script type="module" async="">import * as route0 from "/assets/root-A.js";\nimport("/assets/entry.client-B.js");</script>';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/root-A.js"/>` +
  `<link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>Text</main>${body}</body></html>`;

describe('deferAppStart', () => {
  it('makes the module script of a page with the starter inert and drops its preloads', () => {
    const html = deferAppStart(page(`<script data-app-starter="">${APP_STARTER}</script>${MODULE}`));
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script type="${INERT_MODULE_TYPE}" async="">import * as route0 from "/assets/root-A.js";`,
    );
    // The rest is left as it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).toContain('<main>Text</main>');
  });

  it('leaves a page without the starter alone', () => {
    expect(deferAppStart(page(MODULE))).toBe(page(MODULE));
  });

  it('fails loudly when the page does not hold exactly one module script', () => {
    expect(() => deferAppStart(page('<script data-app-starter=""></script>'))).toThrow(/found 0/);
    expect(() => deferAppStart(page(`<script data-app-starter=""></script>${MODULE}${MODULE}`))).toThrow(
      /found 2/,
    );
  });
});

describe('the starter', () => {
  it('is a self-contained script called with the inert type', () => {
    expect(() => new Function(APP_STARTER)).not.toThrow();
    expect(APP_STARTER.endsWith(`(${JSON.stringify(INERT_MODULE_TYPE)},4000);`)).toBe(true);
  });
});
