import { expect, it } from 'vitest';
import { NEWS_HTML_POLICY, type NewsArticle } from '../../../contract/news.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';

/**
 * Script tags, event handlers, javascript:/vbscript:/data: URLs, SVG and MathML, styles, frames and
 * forms, malformed nesting and mutation tricks. None may survive a write.
 */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="  javascript:alert(1)">leading space</a>',
  '<a href="java\nscript:alert(1)">newline</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<img src="//evil.example/track.png">',
  '<img src="http://insecure.example/a.png">',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="10">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background-image:url(javascript:alert(1))">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>details</details>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p><b><i><a href="javascript:alert(1)">unclosed',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">hover</a>',
  '<div onmouseover="alert(1)">div</div>',
  '<table background="javascript:alert(1)"><tr><td>cell</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<textarea><script>alert(1)</script></textarea>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://ok.example" target="_top">target</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

const allowedTags = new Set(NEWS_HTML_POLICY.allowedTags);
const allowedAttributes = NEWS_HTML_POLICY.allowedAttributes as Record<string, readonly string[]>;
const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every problem in a piece of stored HTML: a tag, attribute or URL outside the allowlist. */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const [, closing, rawName, rest] = match;
    const name = rawName!.toLowerCase();
    if (!allowedTags.has(name)) problems.push(`tag <${name}>`);
    if (closing) continue;
    const attributes = [...rest!.matchAll(/([^\s=/"']+)(?:\s*=\s*"([^"]*)")?/g)];
    for (const [, attrName, attrValue = ''] of attributes) {
      const attr = attrName!.toLowerCase();
      if (attr.startsWith('on')) problems.push(`event handler ${attr} on <${name}>`);
      if (!(allowedAttributes[name] ?? []).includes(attr)) problems.push(`attribute ${attr} on <${name}>`);
      // Browsers ignore control characters and spaces inside a scheme.
      const value = [...decode(attrValue)].filter((c) => c.charCodeAt(0) > 0x20).join('');
      if ((attr === 'href' || attr === 'src') && /^(?:javascript|vbscript|data|file):/i.test(value))
        problems.push(`${attr}=${value}`);
      if (attr === 'src' && !/^(?:https:\/\/|\/(?!\/)|[\w.-]+(?:\/|$))/i.test(value))
        problems.push(`image source ${value}`);
      if (attr === 'href' && value.startsWith('//')) problems.push(`protocol-relative ${value}`);
    }
    if (name === 'a' && !/\brel="noopener noreferrer"/.test(rest!)) problems.push('link without rel');
  }
  if (/<\s*(?:script|style|iframe|svg|math|object|embed)/i.test(html)) problems.push('raw dangerous tag');
  return problems;
}

const INTRO = '<p>This paragraph is long enough to meet the fifty character content rule.</p>';

async function admin(c: TestContext) {
  const account = await createAccount(c, { roles: ['admin'] });
  return bearer(await signIn(c, account));
}

it('the checker itself spots what it must', () => {
  expect(unsafeParts('<p onclick="x()">a</p>')).not.toEqual([]);
  expect(unsafeParts('<a href="javascript:alert(1)" rel="noopener noreferrer">a</a>')).not.toEqual([]);
  expect(unsafeParts('<img src="data:image/png;base64,AAA" alt="" />')).not.toEqual([]);
  expect(unsafeParts('<svg></svg>')).not.toEqual([]);
  expect(unsafeParts('<a href="https://x.example">a</a>')).toEqual(['link without rel']);
  expect(unsafeParts(`${INTRO}<a href="https://x.example" rel="noopener noreferrer">a</a>`)).toEqual([]);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
});

describeEachDatabase('news HTML sanitising (XSS corpus)', (ctx) => {
  it(`keeps none of ${XSS_PAYLOADS.length} payloads in the content, on create and on update`, async () => {
    const headers = await admin(ctx());
    for (const payload of XSS_PAYLOADS) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/news',
        headers,
        payload: {
          title: 'Sanitised article',
          content: `${INTRO}${payload}<p>after</p>`,
          imageUrl: '/assets/images/feature-qol.jpg',
        },
      });
      expect(res.statusCode, `${payload} → ${res.body}`).toBe(201);
      const stored = res.json().data as NewsArticle;
      expect(unsafeParts(stored.content), payload).toEqual([]);
      expect(stored.content.startsWith(INTRO), payload).toBe(true);
      // What the public reads back is the stored, sanitised HTML.
      const read = (await ctx().app.inject({ method: 'GET', url: `/api/news/${stored.id}` })).json().data;
      expect(unsafeParts(read.content), payload).toEqual([]);
      expect(read.description).not.toMatch(/<[a-z/!]/i);

      const put = await ctx().app.inject({
        method: 'PUT',
        url: `/api/news/${stored.id}`,
        headers,
        payload: { content: `${INTRO}<p>edited</p>${payload}` },
      });
      expect(put.statusCode).toBe(200);
      expect(unsafeParts(put.json().data.content), payload).toEqual([]);
    }
  });

  it('keeps the plain-text fields as typed and escapes them in every page that shows them', async () => {
    const headers = await admin(ctx());
    for (const payload of XSS_PAYLOADS.slice(0, 12)) {
      const fields = {
        title: `Title ${payload} end`.slice(0, 200),
        description: `Description ${payload} end`,
        category: `EVENT ${payload}`.slice(0, 50),
        author: `Author ${payload}`.slice(0, 50),
        tags: [`tag ${payload}`.slice(0, 30).trim()],
      };
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/news',
        headers,
        payload: { ...fields, content: INTRO, imageUrl: '/assets/images/feature-qol.jpg', published: true },
      });
      expect(res.statusCode, `${payload} → ${res.body}`).toBe(201);
      const data = res.json().data as NewsArticle;
      // Nothing is dropped silently: what was typed is what is kept.
      expect(
        {
          title: data.title,
          description: data.description,
          category: data.category,
          author: data.author,
          tags: data.tags,
        },
        payload,
      ).toEqual({ ...fields, category: fields.category.toUpperCase() });
    }
    // The feed (XML) carries them as escaped text, never as markup.
    const feed = await ctx().app.inject({ method: 'GET', url: '/news/feed.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Title &lt;script&gt;alert(1)&lt;/script&gt; end');
    expect(feed.body).not.toMatch(/<(script|img|a|svg|iframe)\b/i);
  });

  it('refuses text with a control character instead of storing it cut short', async () => {
    const headers = await admin(ctx());
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/news',
      headers,
      payload: {
        title: 'Before\u0000after',
        description: 'A description long enough',
        content: INTRO,
        imageUrl: '/assets/images/feature-qol.jpg',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'title contains a control character that cannot be stored.',
      details: [{ path: 'title' }],
    });
  });

  it('keeps allowed markup: paragraphs, headings, emphasis, lists, safe links, images, quotes, code, tables', async () => {
    const headers = await admin(ctx());
    const html =
      '<h1>Title</h1><h3>Sub</h3><p>Text with <strong>bold</strong>, <em>italic</em>, <u>u</u> and <code>code</code>.<br />Line</p>' +
      '<ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote>quote</blockquote><pre>pre</pre>' +
      '<a href="https://example.org/page" title="t">out</a><a href="/news">in</a><a href="mailto:team@example.org">mail</a>' +
      '<img src="https://cdn.example.org/a.png" alt="A" /><img src="/assets/images/feature-qol.jpg" alt="B" />' +
      '<table><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>';
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/news',
      headers,
      payload: { title: 'Allowed markup', content: html, imageUrl: '/assets/images/feature-qol.jpg' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const content = res.json().data.content as string;
    expect(unsafeParts(content)).toEqual([]);
    expect(content).toContain('<h2>Title</h2>');
    expect(content).toContain('<strong>bold</strong>');
    expect(content).toContain('<ol start="2">');
    expect(content).toContain(
      '<a href="https://example.org/page" title="t" rel="noopener noreferrer">out</a>',
    );
    expect(content).toContain('<a href="/news" rel="noopener noreferrer">in</a>');
    expect(content).toContain('href="mailto:team@example.org"');
    expect(content).toContain('<img src="https://cdn.example.org/a.png" alt="A" loading="lazy" />');
    expect(content).toContain('<img src="/assets/images/feature-qol.jpg" alt="B" loading="lazy" />');
    expect(content).toContain('<td colspan="2">D</td>');
    expect(content).toContain('<blockquote>quote</blockquote>');
  });

  it('refuses image URLs that are not this site or https', async () => {
    const headers = await admin(ctx());
    for (const imageUrl of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'http://insecure.example/a.jpg',
      'vbscript:msgbox(1)',
      'images/a.jpg',
      'https://',
    ]) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/news',
        headers,
        payload: { title: 'Bad image', content: INTRO, imageUrl },
      });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().details[0].path).toBe('imageUrl');
    }
  });
});
