/** The look of a top-level link in the navigation bar. */
export const topLink =
  'inline-flex items-center gap-1 px-3 py-2 font-display text-sm tracking-widest text-frost-100 hover:text-gold-300 data-[state=open]:text-gold-300';
