// Remark and rehype plugins of the docs sets; src/config/docs.ts and src/config/api-reference.ts hand them to the
// docs plugins.
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkCjkFriendlyGfmStrikethrough from 'remark-cjk-friendly-gfm-strikethrough';

export {default as rehypeAccessibleMarkdown} from './rehype-accessible-markdown';
export {default as remarkImagesFromEnglish} from './remark-images-from-english';

/**
 * CommonMark leaves `**合约（CDT）**将` unclosed (emphasis after punctuation, before a CJK character): these parse
 * emphasis and strikethrough in Chinese and Korean as writers mean it, on every page of every locale.
 */
export const cjkFriendlyRemarkPlugins = [remarkCjkFriendly, remarkCjkFriendlyGfmStrikethrough];
