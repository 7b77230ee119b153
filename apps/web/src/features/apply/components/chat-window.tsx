import { Bot, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { ASSISTANT_TEXT as T } from '../assistant';

export interface ChatMessage {
  id: number;
  from: 'bot' | 'user';
  text: string;
}

/** The conversation: exactly 400 px high (spec section 9), scrolled to the newest message. */
export function ChatWindow({ messages }: { messages: ChatMessage[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  return (
    <div
      ref={ref}
      role="log"
      aria-label={T.chatLabel}
      aria-live="polite"
      data-testid="chat-window"
      style={{ height: 400 }}
      className="h-[400px] space-y-3 overflow-y-auto bg-slate-50 p-4"
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
            className={cn(
              'flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
              message.from === 'bot' ? 'bg-indigo-100 text-indigo-600' : 'bg-slate-200 text-slate-600',
            )}
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
          </p>
        </div>
      ))}
    </div>
  );
}
