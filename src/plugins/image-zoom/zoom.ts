// Stands in for docusaurus-plugin-image-zoom's client module (see index.ts), with the same theme options.
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import type {Zoom, ZoomOptions} from 'medium-zoom';

type ZoomThemeConfig = {selector?: string; background?: {light?: string}; config?: ZoomOptions};
const {selector = '.markdown img', background, config} = (siteConfig.themeConfig.zoom ?? {}) as ZoomThemeConfig;
// The site is light only, hence one background.
const options: ZoomOptions = {...(background?.light && {background: background.light}), ...config};

let zoom: Zoom | undefined;
let page = 0;

const imageZoom: ClientModule = {
  // Once each page's content is in the DOM, the first page's included; medium-zoom loads only for pages with a picture.
  onRouteDidUpdate() {
    zoom?.detach();
    zoom = undefined;
    const current = ++page;
    if (!document.querySelector(selector)) return;
    void import('medium-zoom').then(({default: mediumZoom}) => {
      if (current === page) zoom = mediumZoom(selector, options);
    });
  },
};

export default imageZoom;
