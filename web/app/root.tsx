import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from 'react-router';
import { Footer } from '#web/components/footer.tsx';
import { Navbar } from '#web/components/navbar.tsx';
import { ToastProvider } from '#web/components/ui/toast.tsx';
import { useSessionRestore } from '#web/features/auth/api/validate-token.ts';
import { AccountMenu } from '#web/features/auth/components/account-menu.tsx';
import { RealmStatusBadge } from '#web/features/realms/components/realm-status-badge.tsx';
import { AppStarter } from '#web/lib/app-start.tsx';
import { fontPreloads } from '#web/lib/fonts.ts';
import { useLanguage } from '#web/lib/i18n.ts';
import '#web/styles/app.css';
import type { Route } from './+types/root';
import { pageContext } from '#web/lib/page-context.ts';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
  ...fontPreloads,
];

/**
 * What every page shows from the server: the header's realm status (so it is in the HTML, not
 * filled in later), the origin the site runs at, for the pages' absolute links, and whether the
 * sign-in screens ask for a CAPTCHA.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { reads, publicUrl, language, captcha } = context.get(pageContext);
  return { origin: publicUrl, language, realms: reads.realmSummaries(), captcha };
}

/** The header keeps its status current itself: a navigation does not read it again. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#060a12" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-night-950 text-frost-100 antialiased">
        {children}
        <ScrollRestoration />
        <AppStarter />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  useSessionRestore();
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <div className="flex min-h-screen flex-col">
          <Navbar account={<AccountMenu />} realmStatus={<RealmStatusBadge initial={loaderData.realms} />} />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <Footer />
        </div>
      </ToastProvider>
    </QueryClientProvider>
  );
}
