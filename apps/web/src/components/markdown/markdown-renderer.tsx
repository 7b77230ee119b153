import type { CSSProperties } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { remarkGfmParse } from './remark-gfm-parse';
import { cn } from '../../lib/cn';
import { markdownSanitizeSchema, rehypeOnlyCheckboxInputs } from './schema';
import { isFragmentUrl, markdownUrlTransform } from './url';

/** rel of every link that leaves the page: no window.opener, no Referer, no SEO endorsement. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

const remarkPlugins = [remarkGfmParse];
/* Order matters: parse the raw HTML, drop non-checkbox inputs, then sanitize everything. */
const rehypePlugins = [rehypeRaw, rehypeOnlyCheckboxInputs, [rehypeSanitize, markdownSanitizeSchema]] as NonNullable<
  Parameters<typeof ReactMarkdown>[0]['rehypePlugins']
>;

const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify']);

/**
 * GFM table cells carry an alignment (react-markdown hands it over as `style.textAlign`, older
 * versions as `align`). Only the four real values survive; no other style ever reaches the DOM.
 */
function alignStyle(align: unknown, style: unknown): CSSProperties | undefined {
  const value = typeof align === 'string' ? align : style && typeof style === 'object' ? (style as CSSProperties).textAlign : undefined;
  return typeof value === 'string' && TEXT_ALIGN.has(value.toLowerCase())
    ? { textAlign: value.toLowerCase() as CSSProperties['textAlign'] }
    : undefined;
}

const heading = 'scroll-mt-4 font-semibold text-slate-900 first:mt-0';

/**
 * Hand-written "typography" for the elements the schema lets through. Every renderer drops the
 * `node` prop react-markdown passes, and none of them lets a URL through that urlTransform did not
 * already accept (those arrive as `undefined`).
 */
const components: Components = {
  h1: ({ node: _node, className, ...props }) => <h1 className={cn(heading, 'mt-6 mb-3 text-xl font-bold', className)} {...props} />,
  h2: ({ node: _node, className, ...props }) => <h2 className={cn(heading, 'mt-5 mb-2 text-lg', className)} {...props} />,
  h3: ({ node: _node, className, ...props }) => <h3 className={cn(heading, 'mt-4 mb-2 text-base', className)} {...props} />,
  h4: ({ node: _node, className, ...props }) => <h4 className={cn(heading, 'mt-4 mb-1.5 text-sm', className)} {...props} />,
  h5: ({ node: _node, className, ...props }) => <h5 className={cn(heading, 'mt-3 mb-1 text-sm', className)} {...props} />,
  h6: ({ node: _node, className, ...props }) => (
    <h6 className={cn(heading, 'mt-3 mb-1 text-xs tracking-wide text-slate-600 uppercase', className)} {...props} />
  ),
  p: ({ node: _node, className, ...props }) => <p className={cn('my-3 first:mt-0 last:mb-0', className)} {...props} />,
  strong: ({ node: _node, className, ...props }) => <strong className={cn('font-semibold text-slate-900', className)} {...props} />,
  em: ({ node: _node, className, ...props }) => <em className={cn('italic', className)} {...props} />,
  del: ({ node: _node, className, ...props }) => <del className={cn('text-slate-500 line-through', className)} {...props} />,
  ul: ({ node: _node, className, ...props }) => (
    <ul
      className={cn(
        'my-3 list-disc space-y-1 pl-6 marker:text-slate-400 [&_ol]:my-1 [&_ul]:my-1',
        className?.includes('contains-task-list') && 'list-none pl-1',
        className,
      )}
      {...props}
    />
  ),
  ol: ({ node: _node, className, ...props }) => (
    <ol
      className={cn(
        'my-3 list-decimal space-y-1 pl-6 marker:text-slate-500 [&_ol]:my-1 [&_ul]:my-1',
        className?.includes('contains-task-list') && 'list-none pl-1',
        className,
      )}
      {...props}
    />
  ),
  li: ({ node: _node, className, ...props }) => <li className={cn('pl-1', className)} {...props} />,
  a: ({ node: _node, className, href, children, target: _target, rel: _rel, ...props }) => {
    if (!href) {
      // Its address was refused: keep the words, lose the link.
      return <span className={cn('text-slate-700', className)}>{children}</span>;
    }
    const external = !isFragmentUrl(href);
    return (
      <a
        {...props}
        href={href}
        className={cn('font-medium break-words text-indigo-600 underline underline-offset-2 hover:text-indigo-800', className)}
        target={external ? '_blank' : undefined}
        rel={external ? EXTERNAL_LINK_REL : undefined}
      >
        {children}
      </a>
    );
  },
  img: ({ node: _node, className, src, alt, ...props }) => {
    if (!src || typeof src !== 'string') {
      return alt ? <span className="text-slate-500 italic">{alt}</span> : null;
    }
    return (
      <img
        {...props}
        src={src}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className={cn('my-2 inline-block h-auto max-w-full rounded-md', className)}
      />
    );
  },
  input: ({ node: _node, checked, className }) => (
    <input
      type="checkbox"
      checked={Boolean(checked)}
      disabled
      readOnly
      className={cn('mr-1.5 h-3.5 w-3.5 translate-y-[1px] accent-indigo-600', className)}
    />
  ),
  blockquote: ({ node: _node, className, ...props }) => (
    <blockquote className={cn('my-3 border-l-4 border-slate-300 pl-4 text-slate-600 italic', className)} {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800', className)} {...props} />
  ),
  pre: ({ node: _node, className, ...props }) => (
    <pre
      className={cn(
        'my-3 overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100',
        '[&_code]:bg-transparent [&_code]:p-0 [&_code]:text-[1em] [&_code]:text-slate-100',
        className,
      )}
      {...props}
    />
  ),
  kbd: ({ node: _node, className, ...props }) => (
    <kbd className={cn('rounded border border-slate-300 bg-slate-50 px-1 font-mono text-[0.8em] shadow-sm', className)} {...props} />
  ),
  hr: ({ node: _node, className, ...props }) => <hr className={cn('my-5 border-slate-200', className)} {...props} />,
  table: ({ node: _node, className, ...props }) => (
    <div className="my-3 overflow-x-auto">
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  ),
  thead: ({ node: _node, className, ...props }) => <thead className={cn('bg-slate-50', className)} {...props} />,
  th: ({ node: _node, className, align, style, ...props }) => (
    <th className={cn('border border-slate-200 px-3 py-2 font-semibold text-slate-900', className)} style={alignStyle(align, style)} {...props} />
  ),
  td: ({ node: _node, className, align, style, ...props }) => (
    <td className={cn('border border-slate-200 px-3 py-2 align-top', className)} style={alignStyle(align, style)} {...props} />
  ),
  details: ({ node: _node, className, ...props }) => (
    <details className={cn('my-3 rounded-lg border border-slate-200 px-3 py-2', className)} {...props} />
  ),
  summary: ({ node: _node, className, ...props }) => <summary className={cn('cursor-pointer font-medium', className)} {...props} />,
  section: ({ node: _node, className, ...props }) => (
    <section
      className={cn(className?.includes('footnotes') && 'mt-6 border-t border-slate-200 pt-3 text-xs text-slate-600', className) || undefined}
      {...props}
    />
  ),
};

/**
 * The heavy part of `<Markdown>`, loaded when a markdown text is first shown: GitHub-flavoured
 * markdown with raw HTML, sanitized by `markdownSanitizeSchema`, every URL passed through the
 * allow-list (`safeUrl`), external links opening in a new tab with rel="noopener noreferrer nofollow".
 * React renders the result as elements, never as innerHTML.
 */
export function MarkdownBody({ source }: { source: string }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} urlTransform={markdownUrlTransform} components={components}>
      {source}
    </ReactMarkdown>
  );
}
