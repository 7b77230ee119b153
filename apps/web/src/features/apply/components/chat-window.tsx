import { ArrowRight, Bot, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { ASSISTANT_TEXT as T, type ChatLink } from '../assistant';

export interface ChatMessage {
  id: number;
  from: 'bot' | 'user';
  text: string;
  link?: ChatLink;
}

const avatarClasses = 'flex h-8 w-8 shrink-0 items-center justify-center rounded-full';

/**
 * The conversation: exactly 400 px high (spec section 9), scrolled to the newest message. It is
 * `relative` so the messages' screen-reader labels (absolutely placed) scroll and clip with it
 * instead of lengthening the page.
 * `pending` is what the bot is busy with (a job look-up), shown as its typing line.
 */
export function ChatWindow({ messages, pending }: { messages: ChatMessage[]; pending?: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending]);

  return (
    <div
      ref={ref}
      role="log"
      aria-label={T.chatLabel}
      aria-live="polite"
      data-testid="chat-window"
      style={{ height: 400 }}
      className="relative h-[400px] space-y-3 overflow-y-auto bg-slate-50 p-4"
    >
      {messages.map((message) => (
        <div
          key={message.id}
          data-from={message.from}
          data-testid="chat-message"
          className={cn('flex items-end gap-2', message.from === 'user' && 'flex-row-reverse')}
        >
          <span
            aria-hidden="true"
            className={cn(avatarClasses, message.from === 'bot' ? 'bg-indigo-100 text-indigo-600' : 'bg-slate-200 text-slate-600')}
          >
            {message.from === 'bot' ? <Bot className="h-4 w-4" /> : <User className="h-4 w-4" />}
          </span>
          <p
            className={cn(
              'max-w-[80%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap shadow-sm',
              message.from === 'bot' ? 'rounded-bl-sm bg-white text-slate-800 ring-1 ring-slate-200' : 'rounded-br-sm bg-indigo-600 text-white',
            )}
          >
            <span className="sr-only">{message.from === 'bot' ? 'Assistant: ' : 'You: '}</span>
            {message.text}
            {message.link && (
              // A plain link: the careers pages are served apart from this app's router.
              <a
                href={message.link.to}
                className="mt-2 flex w-fit items-center gap-1 font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {message.link.label}
                <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
              </a>
            )}
          </p>
        </div>
      ))}
      {pending && (
        <div className="flex items-end gap-2" data-testid="chat-pending">
          <span aria-hidden="true" className={cn(avatarClasses, 'bg-indigo-100 text-indigo-600')}>
            <Bot className="h-4 w-4" />
          </span>
          <p
            role="status"
            className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-white px-4 py-2.5 text-sm text-slate-500 ring-1 ring-slate-200"
          >
            <span className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" aria-hidden="true" />
            {pending}
          </p>
        </div>
      )}
    </div>
  );
}
