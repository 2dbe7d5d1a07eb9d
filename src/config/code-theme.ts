import type {PrismTheme} from 'prism-react-renderer';

/**
 * Light code theme whose every token colour reaches WCAG AA (4.5:1) on the block background and on
 * highlighted lines; the stock GitHub theme's comments, numbers and keywords fall short.
 */
export const codeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char', 'template-string'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'property', 'variable', 'regex', 'entity', 'url'],
      style: {color: '#0550ae'},
    },
    {types: ['keyword', 'atrule', 'attr-name', 'selector', 'tag', 'important', 'builtin'], style: {color: '#a40e26'}},
    {types: ['function', 'class-name', 'macro', 'parameter'], style: {color: '#6639ba'}},
    {types: ['deleted'], style: {color: '#82071e', backgroundColor: '#ffebe9'}},
    {types: ['inserted'], style: {color: '#116329', backgroundColor: '#dafbe1'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};
