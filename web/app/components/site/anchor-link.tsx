import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a section of the same page: glides there (unless the visitor prefers reduced motion) and
 * puts the anchor in the address bar. Without scripts it is a plain anchor and the browser jumps.
 */
export function AnchorLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(to);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    // Replace, not push: the router's history entry (its state) stays as it is.
    window.history.replaceState(window.history.state, '', `#${to}`);
    target.focus({ preventScroll: true });
  }
  return (
    <a href={`#${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
