import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const pluginClientModule = join(require.resolve('docusaurus-plugin-image-zoom'), '..', 'zoom');

/**
 * Replaces docusaurus-plugin-image-zoom's client module, which offers no option for it: on a first visit it attached
 * the zoom on two timers a second after loading and after the first render, and the later one detached the zoom a
 * reader had opened in between, closing the picture (on a slow phone the two can be seconds apart). `zoom.ts`
 * attaches it once per page, as soon as the page is rendered, and loads medium-zoom only where a page has a picture.
 */
export default function imageZoomPlugin(): Plugin {
  return {
    name: 'vaulta-image-zoom',
    configureWebpack() {
      return {resolve: {alias: {[`${pluginClientModule}$`]: join(__dirname, 'zoom.ts')}}};
    },
  };
}
