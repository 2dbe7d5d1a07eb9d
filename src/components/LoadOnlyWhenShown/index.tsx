import {lazy, type ComponentType, type ReactNode} from 'react';
import KeepServerHtml from '@site/src/components/KeepServerHtml';

/**
 * For a theme part that shows on few pages or none, and needs no script to work: its code loads only where it shows,
 * and not on a first load, which keeps the part's server HTML (`KeepServerHtml`). `isShown` (called as a hook, with
 * the part's props) says whether it shows; `load` imports the theme's own part.
 */
export function loadOnlyWhenShown<Props extends object>(
  isShown: (props: Props) => boolean,
  load: () => Promise<{default: ComponentType<Props>}>,
): (props: Props) => ReactNode {
  const Part = lazy(load);
  return function PartWhenShown(props: Props): ReactNode {
    return isShown(props) ? (
      <KeepServerHtml fallback={null}>
        <Part {...props} />
      </KeepServerHtml>
    ) : null;
  };
}
