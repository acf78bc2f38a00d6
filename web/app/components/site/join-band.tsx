import { Link } from 'react-router';
import { CallToActionLink, useCallToAction } from './account-call-to-action.tsx';

/** The closing invitation at the bottom of the marketing pages; a signed-in player is not asked to register. */
export function JoinBand() {
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
          Northrend is waiting
        </h2>
        <p className="mt-4 text-frost-200">
          {signedIn
            ? 'Your account is ready: the same name and password carry you into the game. Met something broken on the way? Tell the team.'
            : 'Create your account today: the same name and password will carry you into the game.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <CallToActionLink className="btn-gold" />
          <Link to="/news" className="btn-ghost">
            Read the news
          </Link>
        </div>
      </div>
    </section>
  );
}
