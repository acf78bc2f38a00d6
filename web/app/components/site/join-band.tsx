import { Link } from 'react-router';

/** The closing invitation at the bottom of the marketing pages. */
export function JoinBand() {
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
          Create your account today: the same name and password will carry you into the game.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to="/auth/register" className="btn-gold">
            Create account
          </Link>
          <Link to="/news" className="btn-ghost">
            Read the news
          </Link>
        </div>
      </div>
    </section>
  );
}
