import { Link } from 'react-router';
import { useT } from '#web/lib/i18n.ts';
import { CallToActionLink, useCallToAction } from './account-call-to-action.tsx';

/** The closing invitation at the bottom of the marketing pages; a signed-in player is not asked to register. */
export function JoinBand() {
  const t = useT();
  const { signedIn } = useCallToAction();
  return (
    <section
      aria-labelledby="join-title"
      className="relative isolate overflow-hidden border-t border-frost-500/20"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(63,147,214,0.25),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
        <h2 id="join-title" className="font-display text-3xl text-frost-100 md:text-4xl">
          {t('site.join.title')}
        </h2>
        <p className="mt-4 text-frost-200">{signedIn ? t('site.join.signedIn') : t('site.join.visitor')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <CallToActionLink className="btn-gold" />
          <Link to="/news" className="btn-ghost">
            {t('site.join.readNews')}
          </Link>
        </div>
      </div>
    </section>
  );
}
