import {existsSync} from 'node:fs';
import {dirname, join, posix, resolve} from 'node:path';
import {siteDir, sitePathsOf} from '../config/markdown';

interface MdastNode {
  type: string;
  url?: string;
  children?: MdastNode[];
}

/**
 * Pictures of a translated page stay next to the English page: a relative image a translation names (the same URL
 * as its English page, a structure rule) is read from the English tree when the translation's folder has no such
 * file. Runs before Docusaurus turns image URLs into bundled files, which then checks that the file exists.
 */
export default function remarkImagesFromEnglish() {
  return (tree: MdastNode, file: {path?: string}) => {
    if (!file.path) return;
    const {source, english: englishSource} = sitePathsOf(file.path);
    if (!englishSource) return;
    const englishDir = posix.dirname(englishSource);
    const visit = (node: MdastNode) => {
      if (node.type === 'image' && node.url && !/^[a-z]+:|^\//i.test(node.url)) {
        const [path = ''] = node.url.split(/[?#]/);
        const local = join(dirname(resolve(file.path!)), decodeURIComponent(path));
        const english = join(siteDir, englishDir, decodeURIComponent(path));
        if (!existsSync(local) && existsSync(english)) {
          node.url = posix.relative(posix.dirname(source), posix.join(englishDir, path)) + node.url.slice(path.length);
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
