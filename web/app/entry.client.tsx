import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { z } from 'zod';

// The pages' Content-Security-Policy forbids eval: zod's probe for it would be reported as a violation.
z.config({ jitless: true });

startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
