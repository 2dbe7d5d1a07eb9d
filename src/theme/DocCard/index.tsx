// Swizzled (wrapped): a doc's description comes from its category page (src/plugins/docs), not the version data.
import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import {useItemWithDescription} from '@site/src/components/CardDescriptions';

export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  return <DocCard {...props} item={useItemWithDescription(item)} />;
}
