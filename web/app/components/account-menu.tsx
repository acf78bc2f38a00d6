import { NavLink } from 'react-router';
import { topLink } from './nav-styles.ts';

/** The right side of the bar: LOGIN and REGISTER when signed out (the accounts feature adds the user menu). */
export function AccountMenu() {
  return (
    <div className="flex items-center gap-2">
      <NavLink to="/auth/login" className={topLink}>
        LOGIN
      </NavLink>
      <NavLink
        to="/auth/register"
        className="rounded border border-gold-400 px-3 py-1.5 font-display text-sm tracking-widest text-gold-300 hover:bg-gold-400 hover:text-night-950"
      >
        REGISTER
      </NavLink>
    </div>
  );
}
