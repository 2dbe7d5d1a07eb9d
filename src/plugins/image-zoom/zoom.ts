// Stands in for docusaurus-plugin-image-zoom's client module (see index.ts), with the same theme options.
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import mediumZoom, {type Zoom, type ZoomOptions} from 'medium-zoom';

type ZoomThemeConfig = {selector?: string; background?: {light?: string}; config?: ZoomOptions};
const {selector = '.markdown img', background, config} = (siteConfig.themeConfig.zoom ?? {}) as ZoomThemeConfig;

let zoom: Zoom | undefined;

const imageZoom: ClientModule = {
  // Once each page's content is in the DOM, the first page's included. The site is light only, hence one background.
  onRouteDidUpdate() {
    zoom?.detach();
    zoom = mediumZoom(selector, {...(background?.light && {background: background.light}), ...config});
  },
};

export default imageZoom;
