import { TOAST_DURATION_MS } from '@hs/domain/constants';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { cn } from './cn.ts';
import { firstIntent } from './intent.ts';
import type { ToastViewProps } from './toast-view.tsx';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export interface ToastOptions {
  /** ms until it disappears (default 3000); 0 or Infinity keeps it until dismissed. */
  duration?: number;
  /** Screen corner (default bottom-right). */
  position?: ToastPosition;
}

export interface ToastApi {
  /** Each returns the toast's id, for dismiss. */
  success: (message: ReactNode, options?: ToastOptions) => string;
  error: (message: ReactNode, options?: ToastOptions) => string;
  info: (message: ReactNode, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export interface ToastLabels {
  /** Accessible name of each toast's X button. */
  dismiss: string;
  /** Accessible name of the notification region. */
  region: string;
}

const DEFAULT_LABELS: ToastLabels = { dismiss: 'Dismiss', region: 'Notifications' };

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  duration: number;
  position: ToastPosition;
}

const POSITIONS: ToastPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

const POSITION_CLASS: Record<ToastPosition, string> = {
  'top-left': 'top-4 flex-col-reverse sm:left-4 sm:items-start',
  'top-center': 'top-4 flex-col-reverse sm:left-1/2 sm:-translate-x-1/2 sm:items-center',
  'top-right': 'top-4 flex-col-reverse sm:right-4 sm:items-end',
  'bottom-left': 'bottom-4 flex-col sm:left-4 sm:items-start',
  'bottom-center': 'bottom-4 flex-col sm:left-1/2 sm:-translate-x-1/2 sm:items-center',
  'bottom-right': 'bottom-4 flex-col sm:right-4 sm:items-end',
};

// A toast's look (its icons, colours, timer) loads at the visitor's first action (decision
// 055), not with every page's first JavaScript: the provider sits in the root of every page
// and no page shows a toast before someone acts; one shown earlier loads it when rendered
// (decision 049). Tests render it at once.
const loadView = () => import('./toast-view.tsx').then((m) => ({ default: m.ToastView }));
let ToastView: ComponentType<ToastViewProps> = lazy(loadView);
if (import.meta.env.MODE === 'test') ToastView = (await loadView()).default;

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default ms before a toast disappears (spec: 3000). */
  defaultDuration?: number;
  /** Default corner (spec: bottom-right). */
  defaultPosition?: ToastPosition;
  labels?: Partial<ToastLabels>;
}

/** Holds the toasts and renders them in live regions, newest nearest the screen edge. */
export function ToastProvider({
  children,
  // spec: public-site 9, toast default 3000 ms bottom-right
  defaultDuration = TOAST_DURATION_MS,
  defaultPosition = 'bottom-right',
  labels,
}: ToastProviderProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show =
      (kind: ToastKind) =>
      (message: ReactNode, options: ToastOptions = {}) => {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        const toast: ToastItem = {
          id,
          kind,
          message,
          duration: options.duration ?? defaultDuration,
          position: options.position ?? defaultPosition,
        };
        setToasts((list) => [...list, toast]);
        return id;
      };
    return { success: show('success'), error: show('error'), info: show('info'), dismiss };
  }, [defaultDuration, defaultPosition, dismiss]);

  useEffect(() => {
    void firstIntent().then(loadView);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label={text.region}>
        {POSITIONS.map((position) => (
          <ol
            key={position}
            aria-live="polite"
            data-position={position}
            className={cn(
              'pointer-events-none fixed inset-x-4 z-[60] flex gap-2 sm:inset-x-auto sm:w-96',
              POSITION_CLASS[position],
            )}
          >
            <Suspense fallback={null}>
              {toasts
                .filter((toast) => toast.position === position)
                .map((toast) => (
                  <ToastView
                    key={toast.id}
                    toast={toast}
                    onDismiss={dismiss}
                    dismissLabel={text.dismiss}
                  />
                ))}
            </Suspense>
          </ol>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** toast.success / error / info(message, { duration, position }). Needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
