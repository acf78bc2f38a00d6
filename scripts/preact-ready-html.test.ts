import { describe, expect, it } from 'vitest';
import { preactReadyPage } from './preact-ready-html.ts';

describe('preactReadyPage', () => {
  const page = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="preload" as="image" href="/assets/images/logo.svg"/>',
    '<title>About</title><link rel="icon" href="/favicon.svg"/>',
    '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/about.js"/>',
    '<link rel="stylesheet" href="/assets/root.css"/></head>',
    '<body><img src="/x.jpg"/><link rel="modulepreload" href="/assets/in-body.js"/></body></html>',
  ].join('');

  it("moves the links React adds to <head> after the app's own, in their order", () => {
    expect(preactReadyPage(page)).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
        '<title>About</title><link rel="icon" href="/favicon.svg"/>',
        '<link rel="stylesheet" href="/assets/root.css"/>',
        '<link rel="preload" as="image" href="/assets/images/logo.svg"/>',
        '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/about.js"/>',
        '</head>',
        '<body><img src="/x.jpg"/><link rel="modulepreload" href="/assets/in-body.js"/></body></html>',
      ].join(''),
    );
  });

  it('leaves a page without such links, or without a head, as it is', () => {
    const plain =
      '<html><head><title>x</title><link rel="stylesheet" href="/a.css"/></head><body></body></html>';
    expect(preactReadyPage(plain)).toBe(plain);
    expect(preactReadyPage('<p>fragment</p>')).toBe('<p>fragment</p>');
  });
});
