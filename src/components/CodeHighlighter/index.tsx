// Prism with the site's extra languages, and the theme's highlighted code: the part of a code block that only
// code rendered in the browser needs (see src/theme/CodeBlock/Content), so it is a chunk of its own.
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

const HighlightedContent: ComponentType<Props> = Content;
export default HighlightedContent;
