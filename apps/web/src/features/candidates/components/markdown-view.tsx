import { cn } from '../../../lib/cn';

/**
 * AI feedback and scorecard text. For now shown as plain preformatted text (React escapes it, so
 * nothing in it runs); the screening issue replaces this component with the sanitized markdown
 * renderer (spec section 1: URL allow-list plus an HTML sanitizer, DECISIONS.md).
 */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <pre
      data-testid="markdown-view"
      className={cn('font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800', className)}
    >
      {markdown}
    </pre>
  );
}
