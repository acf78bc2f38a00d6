/** Typography for article HTML (no plugin: the allowlist is short, so each element gets its look here). */
const NEWS_PROSE =
  'space-y-4 leading-relaxed text-frost-100 ' +
  '[&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-gold-300 ' +
  '[&_h3]:mt-6 [&_h3]:font-display [&_h3]:text-xl [&_h3]:text-gold-300 ' +
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-frost-100 [&_h5]:font-semibold [&_h6]:font-semibold ' +
  '[&_a]:text-rune-400 [&_a]:underline [&_a:hover]:text-gold-300 ' +
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gold-400/60 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-frost-200 ' +
  '[&_code]:rounded [&_code]:bg-night-800 [&_code]:px-1 [&_code]:text-sm ' +
  '[&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-night-800 [&_pre]:p-3 ' +
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded ' +
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_caption]:mb-2 [&_caption]:text-frost-300 ' +
  '[&_th]:border [&_th]:border-frost-500/30 [&_th]:bg-night-800 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left ' +
  '[&_td]:border [&_td]:border-frost-500/30 [&_td]:px-3 [&_td]:py-2 [&_hr]:border-frost-500/30';

/**
 * Article HTML as the server stored it: sanitised on every write with the news allowlist
 * (contract/news-rules.ts), so it is shown as it is. Never pass anything else here.
 */
export function SanitisedHtml({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${NEWS_PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
