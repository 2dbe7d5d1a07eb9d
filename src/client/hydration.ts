// Tells the parts that keep their server HTML (src/components/KeepServerHtml) whether React is hydrating the first
// page or rendering in the browser, and starts loading the code they need as soon as a client-side navigation
// begins, alongside the next page's own chunks.
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
  onRouteDidUpdate() {
    hydrated = true;
  },
};
export default clientModule;
