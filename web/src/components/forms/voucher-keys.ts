import type { FormInstance } from 'antd';
import { useCallback, useMemo, useRef, type KeyboardEvent } from 'react';

/**
 * The keyboard of a voucher form, as an entry grid's (entry-grid.ts): Enter in a field goes to the next
 * field and never saves (a date typed and Enter once saved a deposit and printed its slip); saving is
 * the button or Ctrl+Enter (⌘+Enter) from anywhere in the form. Focus lands where the user works next:
 * the first refused field, or after a save the first field for the next slip.
 */

/** What Tab would reach, in page order; a hidden or disabled control is skipped. */
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !(el as HTMLInputElement).disabled && el.tabIndex >= 0 && !el.closest('[aria-hidden="true"], [hidden], .ant-select-selection-search-mirror'),
  );
}

/** The field after `from` in page order (a radio group counts once); the save button when it is the next. */
export function focusNext(root: HTMLElement, from: HTMLElement) {
  const all = focusables(root);
  const name = from instanceof HTMLInputElement && from.type === 'radio' ? from.name : undefined;
  const next = all.slice(all.indexOf(from) + 1).find((el) => !(name && el instanceof HTMLInputElement && el.type === 'radio' && el.name === name));
  if (next) focusField(next);
}

/**
 * Focus a field as the keyboard arrives in it: what it holds is selected, so typing replaces a
 * proposed value (the room's deposit, today's date) instead of being appended to it ("3.000.000" and
 * "2500000" typed made 30 billion).
 */
function focusField(el: HTMLElement) {
  el.focus();
  if (el instanceof HTMLInputElement && ['text', 'search', 'tel', ''].includes(el.type) && el.value) el.select();
}

/** The first field the user types in (not a button): where the next slip starts. */
export function focusFirstField(root: HTMLElement) {
  focusables(root)
    .find((el) => el.tagName !== 'BUTTON')
    ?.focus();
}

/** The first field showing an error, in page order (client rules and the server's refusals alike). */
export function focusFirstInvalid(root: HTMLElement) {
  const item = root.querySelector<HTMLElement>('.ant-form-item-has-error');
  const first = item && focusables(item)[0];
  if (first) focusField(first);
}

/** Enter that the field itself keeps: a new line, a button's press, a dropdown picking its option. */
function keepsEnter(el: HTMLElement) {
  if (el instanceof HTMLTextAreaElement || el.isContentEditable) return true;
  if (el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement) return true;
  // A select with text typed in it: Enter picks what the text means (ChoiceSelect), even before its list has opened.
  if (el instanceof HTMLInputElement && el.classList.contains('ant-select-selection-search-input') && el.value.trim() !== '') return true;
  return el.getAttribute('aria-expanded') === 'true';
}

type FormRef = FormInstance & { nativeElement?: HTMLElement };

/** What a voucher form spreads on its antd <Form>: the keys, and focus after a refusal by the rules. */
export interface VoucherFormProps {
  ref: (form: FormRef | null) => void;
  onKeyDownCapture: (e: KeyboardEvent<HTMLFormElement>) => void;
  onKeyDown: (e: KeyboardEvent<HTMLFormElement>) => void;
  onFinishFailed: () => void;
}

/**
 * The form's keys and where focus goes; `setPending` stops a second Ctrl+Enter while the first is sent.
 * `focusAfter` runs after React drew the refusal (or the reset form), so the error is there to find.
 */
export function useVoucherKeys() {
  const formRef = useRef<FormRef | null>(null);
  const pendingRef = useRef(false);
  // The submission's state is known only after the keys are made (useVoucherAction needs focusAfter).
  const setPending = useCallback((pending: boolean) => {
    pendingRef.current = pending;
  }, []);

  const focusAfter = useCallback((focus: (root: HTMLElement) => void) => {
    setTimeout(() => {
      const el = formRef.current?.nativeElement;
      if (!el?.isConnected) return;
      // The error dialog of a refusal may hold focus: it gives it back to the form on closing, then it moves on.
      const dialogs = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter((w) => w.style.display !== 'none' && !w.contains(el));
      if (dialogs.length) el.addEventListener('focusin', () => focus(el), { once: true });
      else focus(el);
    });
  }, []);

  const props = useMemo<VoucherFormProps>(
    () => ({
      ref: (form) => {
        formRef.current = form;
      },
      // Before the field sees it: a closed field's Enter moves on (an antd select would open its list).
      onKeyDownCapture: (e) => {
        if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.keyCode === 229) return;
        const target = e.target as HTMLElement;
        if (e.ctrlKey || e.metaKey) {
          e.preventDefault();
          e.stopPropagation();
          if (!e.repeat && !pendingRef.current) e.currentTarget.requestSubmit();
          return;
        }
        if (e.altKey || e.shiftKey || keepsEnter(target)) return;
        // A date picker commits the day typed on its own Enter: let it have the key, move on after (below).
        if (target.closest('.ant-picker')) return;
        e.preventDefault();
        e.stopPropagation();
        focusNext(e.currentTarget, target);
      },
      // After the field: an open dropdown picked its option; the browser must still not submit the form.
      onKeyDown: (e) => {
        const target = e.target as HTMLElement;
        if (e.key === 'Enter' && !(target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement)) {
          e.preventDefault();
          // The picker has taken the typed day; now the next field, as any other Enter.
          if (!e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && target.closest('.ant-picker')) {
            const form = e.currentTarget;
            setTimeout(() => focusNext(form, target));
          }
        }
      },
      onFinishFailed: () => focusAfter(focusFirstInvalid),
    }),
    [focusAfter],
  );

  return { props, focusAfter, setPending };
}
