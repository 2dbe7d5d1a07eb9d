// Tells code blocks whether they are being hydrated onto server HTML, which is already highlighted, or mounted in
// the browser, where Prism must highlight them (src/theme/CodeBlock/Content). Prism starts loading as soon as a
// client-side navigation begins, alongside the next page's own chunks.
import type {ClientModule} from '@docusaurus/types';
import {loadCodeHighlighter} from '../components/CodeHighlighter/load';

let hydrated = false;

/** False while React hydrates the first page, true for everything rendered after. */
export const hasHydrated = (): boolean => hydrated;

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) void loadCodeHighlighter();
  },
  // Dispatched from a layout effect once the first page has rendered: after every hydrated code block.
  onRouteDidUpdate() {
    hydrated = true;
  },
};
export default clientModule;
