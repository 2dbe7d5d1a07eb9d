// Pictures in page content zoom on click; logos and icons do not. medium-zoom loads only on pages that have
// such a picture (the image-zoom plugin this replaces put it in the bundle every page loads first).
import type {Zoom} from 'medium-zoom';

const selector = '.markdown img:not(.no-zoom)';
let zoom: Zoom | undefined;

export function onRouteDidUpdate(): void {
  zoom?.detach();
  zoom = undefined;
  if (!document.querySelector(selector)) return;
  void import('medium-zoom').then(({default: mediumZoom}) => {
    zoom?.detach();
    zoom = mediumZoom(selector, {background: 'rgb(255, 255, 255)'});
  });
}
