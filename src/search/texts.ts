import {translate} from '@docusaurus/Translate';
import type {DocsSetId} from './sets';

/** Labels of the documentation sets, in the reader's language. */
export function docsSetLabel(set: DocsSetId): string {
  switch (set) {
    case 'native':
      return translate({id: 'search.set.native', message: 'Native docs'});
    case 'evm':
      return translate({id: 'search.set.evm', message: 'EVM'});
    case 'api':
      return translate({id: 'search.set.api', message: 'API reference'});
  }
}
