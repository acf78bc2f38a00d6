/** The look of a top-level link in the navigation bar (also used by the account menu). */
export const topLink =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 font-display text-sm font-bold tracking-widest whitespace-nowrap md:max-xl:px-1.5 md:max-lg:px-1 md:max-xl:text-[0.8rem] md:max-xl:tracking-wide text-frost-100 transition-colors hover:text-gold-300 data-[state=open]:text-gold-300 data-[active]:text-gold-300 [&.active]:text-gold-300';

/** A link inside a dropdown or the mobile menu. */
export const menuLink =
  'block rounded-md px-3 py-2 text-sm text-frost-200 transition-colors hover:bg-night-700 hover:text-gold-300 focus-visible:bg-night-700 [&.active]:text-gold-300';

/** The signed-in player's menu button. */
export const accountButton =
  'inline-flex items-center gap-2 rounded border border-frost-500/40 px-3 py-1.5 font-display text-sm tracking-widest text-frost-100 hover:border-gold-400 hover:text-gold-300 data-[state=open]:border-gold-400 data-[state=open]:text-gold-300';
