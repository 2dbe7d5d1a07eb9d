// Swizzled (replaces core's unstyled, English-only fallback): a crash that escapes the page content still
// gets the site's layout, the translated 'This page crashed.' text, the cause chain and Try again.
import type {ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import ThemeProvider from '@theme/ThemeProvider';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// The site-wide error boundary sits above the app's theme provider and routes, and the layout needs both:
// the theme's provider is public; the route context provider is not, but core's own fallback uses it too.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

const routeContext = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

export default function ErrorPage({error, tryAgain}: Props): ReactNode {
  const content = <ErrorPageContent error={error} tryAgain={tryAgain} />;
  return (
    <RouteContextProvider value={routeContext}>
      {/* The layout itself may be what crashed: then show the same content without it. */}
      <ErrorBoundary fallback={() => content}>
        <ThemeProvider>
          <Layout title={translate({id: 'theme.ErrorPageContent.title', message: 'This page crashed.'})}>{content}</Layout>
        </ThemeProvider>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
