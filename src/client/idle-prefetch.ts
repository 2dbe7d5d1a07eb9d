// Docusaurus prefetches the code of every internal link as soon as it scrolls into view; with a sidebar full of
// links that is a long task right after the page loads, when the reader may already be scrolling or typing.
// Prefetching is speculative, so it waits for idle time here, a few links per slice.
import type {ClientModule} from '@docusaurus/types';

type Docusaurus = Window['docusaurus'];

const whenIdle: (callback: (deadline?: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function' ? requestIdleCallback : (callback) => setTimeout(callback, 50);

function deferPrefetches(docusaurus: Docusaurus): Docusaurus {
  const queue: string[] = [];
  const drain = (deadline?: IdleDeadline) => {
    do docusaurus.prefetch(queue.shift()!);
    while (queue.length && (deadline?.timeRemaining() ?? 0) > 5);
    if (queue.length) whenIdle(drain);
  };
  return {
    preload: docusaurus.preload, // on hover or focus: the reader is about to follow the link, so not deferred
    prefetch(url) {
      if (queue.push(url) === 1) whenIdle(drain);
      return false;
    },
  };
}

let deferred = false;

const clientModule: ClientModule = {
  // Runs once the app has rendered, after Docusaurus has put its (frozen) object on window.
  onRouteDidUpdate() {
    if (deferred) return;
    deferred = true;
    window.docusaurus = Object.freeze(deferPrefetches(window.docusaurus));
  },
};
export default clientModule;
