// Swizzled so that the re-render which follows hydration (useIsBrowser() turning true: client-only parts mount)
// runs as a transition, in slices that leave the main thread free, instead of one long task.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
