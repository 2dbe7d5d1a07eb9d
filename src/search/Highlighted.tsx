import type {ReactNode} from 'react';

const entities: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' '};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => entities[entity]);

/**
 * Renders an engine's excerpt, where matched words come wrapped in <mark>, as React text and <mark>
 * elements. Nothing is ever parsed as HTML: page text or a query holding markup shows as text.
 */
export default function Highlighted({text}: {text: string}): ReactNode {
  const parts = text.split(/<mark>|<\/mark>/);
  return parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{decode(part)}</mark> : decode(part)));
}
