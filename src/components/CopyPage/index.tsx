import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {markdownPath} from '@site/src/plugins/machine-readable/markdown-path';
import styles from './styles.module.css';

/** The page's Markdown copy as a clipboard blob; a failed load rejects, so the reader is told. */
async function markdownBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * "Copy page" puts the page's Markdown copy (written at build time, src/plugins/machine-readable) on the clipboard;
 * the link next to it opens that file. Nothing loads until the reader clicks.
 */
export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = markdownPath(permalink);
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const blob = markdownBlob(url);
    // A ClipboardItem holding the pending file keeps the click's permission while the file loads (Safari needs it).
    const written =
      typeof ClipboardItem === 'function' && navigator.clipboard?.write
        ? navigator.clipboard.write([new ClipboardItem({'text/plain': blob})])
        : blob.then((file) => file.text()).then((text) => navigator.clipboard.writeText(text));
    written.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.actions} data-search-ignore="">
      <button type="button" className="button button--sm button--outline button--secondary" onClick={copy}>
        <Translate id="docs.copyPage.button" description="Button that copies the page's Markdown to the clipboard">
          Copy page
        </Translate>
      </button>
      <a href={url} className={styles.link} type="text/markdown">
        <Translate id="docs.copyPage.markdownLink" description="Link to the page's Markdown file">
          View as Markdown
        </Translate>
      </a>
      <span role="status" className={styles.status}>
        {state === 'copied' && (
          <Translate id="docs.copyPage.copied" description="Said once the page's Markdown is on the clipboard">
            Copied the page as Markdown.
          </Translate>
        )}
        {state === 'failed' && (
          <Translate id="docs.copyPage.failed" description="Said when the page's Markdown could not be copied">
            Could not copy the page. Open it as Markdown instead.
          </Translate>
        )}
      </span>
    </div>
  );
}
