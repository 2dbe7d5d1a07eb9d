// What the browser uses of @docusaurus/utils-common, without its index: that index is compiled to CommonJS with
// tslib's helpers imported, which puts all of tslib (4 kB gzip) in main.js for one `__importDefault`.
// (`blogPostContainerID` is left out: only the blog theme reads it, and the site has no blog.)
export {default as applyTrailingSlash, addTrailingSlash, addLeadingSlash, removeTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, addSuffix, removePrefix, removeSuffix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
