import { Markdown } from '../../../components/markdown/markdown';
import { cn } from '../../../lib/cn';

/**
 * AI feedback and scorecard text of the candidate screens: the app's one sanitized markdown
 * renderer (spec section 1: raw HTML passes, but through an HTML sanitizer and the URL allow-list;
 * DECISIONS.md "Screening").
 */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <Markdown data-testid="markdown-view" className={cn(className)}>
      {markdown}
    </Markdown>
  );
}
