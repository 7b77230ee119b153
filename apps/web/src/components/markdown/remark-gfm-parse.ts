import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** The parser settings a remark plugin extends (remark-parse reads them). */
interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

/**
 * remark-gfm's parsing half: GitHub-flavoured markdown (tables, task lists, strikethrough, autolink
 * literals, footnotes). react-markdown never turns a tree back into markdown, and remark-gfm's
 * serializing half would ship mdast-util-to-markdown with the renderer for nothing (7 KB gzip).
 */
export function remarkGfmParse(this: { data(): object }) {
  const data: ParserData = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
