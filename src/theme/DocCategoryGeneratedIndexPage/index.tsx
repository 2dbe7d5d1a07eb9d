// Swizzled (wrapped): hands the page's cards the doc descriptions src/plugins/docs moved into its props.
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import {CardDescriptionsContext} from '@site/src/components/CardDescriptions';
import type {CardDescriptions} from '@site/src/plugins/docs';

export default function DocCategoryGeneratedIndexPageWrapper({cardDescriptions, ...props}: Props & {cardDescriptions?: CardDescriptions}): ReactNode {
  return (
    <CardDescriptionsContext.Provider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsContext.Provider>
  );
}
