// Stands in for BrowserOnly in the OpenAPI theme's schema sections (see index.ts).
import type {ReactNode} from 'react';

export default function RenderEverywhere({children}: {children: () => ReactNode}): ReactNode {
  return children();
}
