// Ejected (it is small) to drop the theme's remount after hydration, which re-applies a Prism theme that depends
// on the colour mode; this site has one mode, and the remount tokenised and rendered every code block twice.
// Prism itself loads only where a code block is highlighted in the browser (src/theme/CodeBlock/Content).
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children (copyable, highlighted) when there are no elements among them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
