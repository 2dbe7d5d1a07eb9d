// Tells the parts that keep their server HTML (src/components/KeepServerHtml) whether React is hydrating the first
// page or rendering in the browser, and loads the code they need where they will render in the browser: when a
// client-side navigation begins, and on API reference pages, whose tabs remount their content after hydration.
import type {ClientModule} from '@docusaurus/types';
import {loadCodeHighlighter} from '../components/CodeHighlighter/load';

let hydrated = false;

/** False while React hydrates the first page, true for everything rendered after. */
export const hasHydrated = (): boolean => hydrated;

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) void loadCodeHighlighter();
  },
  // Dispatched from a layout effect once the first page has rendered: after every hydrated part.
  onRouteDidUpdate({previousLocation, location}) {
    hydrated = true;
    if (!previousLocation && location.pathname.includes('/apis/')) void loadCodeHighlighter();
  },
};
export default clientModule;
