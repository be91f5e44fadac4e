import * as Toast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

interface HostLabels {
  dismiss: string;
  notifications: string;
}

// One host per page, created on the first toast; Radix announces each toast to screen readers.
let items: (ToastMessage & { id: number })[] = [];
let seq = 0;
const listeners = new Set<() => void>();
let mounted = false;

function update(next: typeof items): void {
  items = next;
  for (const l of listeners) l();
}

function subscribeStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function Host({ labels }: { labels: HostLabels }) {
  const list = useSyncExternalStore(subscribeStore, () => items, () => items);
  return (
    <Toast.Provider swipeDirection="right" label={labels.notifications} duration={6000}>
      {list.map((t) => (
        <Toast.Root
          key={t.id}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant}
          onOpenChange={(open) => !open && update(items.filter((i) => i.id !== t.id))}
          className={`toast ${t.variant === 'destructive' ? 'toast-destructive' : ''}`}
        >
          <Toast.Title className="font-semibold">{t.title}</Toast.Title>
          <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
          <Toast.Close className="toast-close" aria-label={labels.dismiss}>×</Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}

export function showToast(message: ToastMessage, labels: HostLabels): void {
  update([...items, { ...message, id: ++seq }]);
  if (mounted) return;
  mounted = true;
  const el = document.createElement('div');
  el.id = 'toasts';
  document.body.appendChild(el);
  createRoot(el).render(<Host labels={labels} />);
}
