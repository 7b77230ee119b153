import { Suspense, lazy, memo, type ComponentPropsWithoutRef } from 'react';
import { cn } from '../../lib/cn';

type MarkdownBodyComponent = typeof import('./markdown-renderer').MarkdownBody;

let loadedBody: MarkdownBodyComponent | undefined;
let loading: Promise<MarkdownBodyComponent> | undefined;

/**
 * Loads the markdown renderer (react-markdown, GFM, the HTML parser and sanitizer: the heaviest
 * code of the app) once, on the first markdown text shown, so no page pays for it up front.
 * A failed load is retried on the next call.
 */
export function preloadMarkdown(): Promise<MarkdownBodyComponent> {
  loading ??= import('./markdown-renderer').then(
    ({ MarkdownBody }) => (loadedBody = MarkdownBody),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LazyMarkdownBody = lazy(async () => ({ default: await preloadMarkdown() }));

/** Renders at once when the renderer is loaded (say, preloaded), else suspends until it is. */
function MarkdownContent({ source }: { source: string }) {
  const Body = loadedBody ?? LazyMarkdownBody;
  return <Body source={source} />;
}

export interface MarkdownProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted markdown (raw HTML allowed, and sanitized). */
  children?: string | null;
}

/**
 * THE renderer of AI text (resume feedback, interview feedback, scorecards; spec section 1): see
 * `MarkdownBody` for what passes. The box is there at once; its content follows when the renderer
 * has loaded (only the first time).
 */
export const Markdown = memo(function Markdown({ children, className, ...props }: MarkdownProps) {
  const source = typeof children === 'string' ? children : children == null ? '' : String(children);
  return (
    <div
      {...props}
      className={cn('min-w-0 text-sm leading-relaxed break-words text-slate-800 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0', className)}
    >
      {source && (
        <Suspense fallback={null}>
          <MarkdownContent source={source} />
        </Suspense>
      )}
    </div>
  );
});
