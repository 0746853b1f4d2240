import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type FocusTrapOptions = {
  /** The element to focus first; the first focusable one (else the dialog) when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the element that had it before is gone. */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * The one modal-dialog behaviour of the app: Tab wraps inside the dialog, focus that escapes
 * (a backdrop click, a screen-reader jump) is brought back, Escape calls onEscape, and on close
 * focus returns to whatever had it before the dialog opened.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  onEscape: () => void,
  options: FocusTrapOptions = {},
) {
  // Held in refs so a new callback on each render does not move focus back to the start.
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  const fallbackRef = useRef(options.fallbackFocus);
  fallbackRef.current = options.fallbackFocus;
  const { initialFocus } = options;

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const previous = document.activeElement as HTMLElement | null;
    const items = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (initialFocus?.current ?? items()[0] ?? root).focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = items();
      if (list.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const first = list[0];
      const last = list[list.length - 1];
      const active = document.activeElement;
      const outside = !root.contains(active);
      if (e.shiftKey && (active === first || active === root || outside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (!root.contains(e.target as Node)) root.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      if (previous && previous !== document.body && previous.isConnected) previous.focus();
      else fallbackRef.current?.()?.focus();
    };
  }, [ref, initialFocus]);
}
