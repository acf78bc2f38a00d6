import { useDeferredValue, useEffect, useState } from 'react';
import { NEWS_HTML_POLICY } from '#contract/news-rules.ts';
import { useT } from '#web/lib/i18n.ts';
import { SanitisedHtml } from './news-html.tsx';

type Sanitise = (html: string) => string;

/**
 * The content as readers will see it: put through sanitize-html with the very allowlist the server
 * applies on save (contract/news-rules.ts). The sanitiser is loaded on first use, with the admin screen only;
 * until it is there nothing is rendered, so unsanitised HTML never reaches the page.
 */
export function NewsPreview({ html }: { html: string }) {
  const t = useT();
  const [sanitise, setSanitise] = useState<Sanitise | null>(null);
  const deferred = useDeferredValue(html);

  useEffect(() => {
    let live = true;
    void import('sanitize-html').then(({ default: sanitizeHtml }) => {
      if (live) setSanitise(() => (dirty: string) => sanitizeHtml(dirty, NEWS_HTML_POLICY));
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section
      aria-label={t('news.preview.label')}
      className="min-h-48 rounded-md border border-frost-500/30 bg-night-950/70 p-4"
      data-news-preview
    >
      <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-frost-300">
        {t('news.preview.label')}
      </p>
      {!sanitise ? (
        <p className="text-sm text-frost-300">{t('news.preview.loading')}</p>
      ) : deferred.trim() ? (
        <SanitisedHtml html={sanitise(deferred)} />
      ) : (
        <p className="text-sm italic text-frost-300">{t('news.preview.empty')}</p>
      )}
    </section>
  );
}
