/** The look of the report form's fields and their labels. */
export const fieldClass =
  'mt-1 w-full rounded border border-frost-500/30 bg-night-800 px-3 py-2 text-frost-100 placeholder:text-frost-300/60 focus:border-gold-400 focus:outline-none aria-[invalid=true]:border-red-400';
export const labelClass = 'block text-sm font-semibold text-frost-200';
