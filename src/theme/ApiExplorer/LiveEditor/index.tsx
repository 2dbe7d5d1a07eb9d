// Wrapped because the theme locks the body editor when focus leaves it and unlocks it only on a mouse click, so a
// keyboard user who tabs past the editor can never return. Focus leaving the editor is kept from the theme.
import {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';

/**
 * The editor is react-live's, whose provider runs every edit as JSX code (new Function) to render a preview the
 * theme never shows; the Content-Security-Policy refuses that and reports it. Handing the provider no code to run
 * (react-live stops at "Code failed to transform") keeps the editor and drops the evaluation. A constant, as the
 * provider re-runs when this function changes.
 */
const nothingToRun = () => null;

export default function LiveEditorForKeyboards(props: ComponentProps<typeof LiveEditor>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    // React reads focusout where it bubbles to the root; stopping it here keeps the theme's onBlur from running.
    const keep = (event: FocusEvent) => event.stopPropagation();
    node?.addEventListener('focusout', keep);
    return () => node?.removeEventListener('focusout', keep);
  }, []);
  return (
    <div ref={ref}>
      <LiveEditor {...props} transformCode={nothingToRun} />
    </div>
  );
}
