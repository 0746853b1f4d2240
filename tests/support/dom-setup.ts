import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Setup of the unit project. In files that run in happy-dom: Testing Library unmounts after
 * each test, and a modal <dialog> gets what a browser gives it and happy-dom does not: Escape
 * fires a cancelable `cancel` on the topmost modal dialog, which closes unless prevented.
 */
if (typeof document !== 'undefined') {
  afterEach(cleanup);
  // findBy/waitFor give up after 5 s, not 1 s: on a busy 2-core machine (CI, or tests beside a
  // build) the mirror's IndexedDB and the queue's timers can take longer than a second, and a
  // screen that never shows the text still fails.
  configure({ asyncUtilTimeout: 5000 });

  if (typeof HTMLDialogElement !== 'undefined') {
    const open: HTMLDialogElement[] = [];
    const proto = HTMLDialogElement.prototype;
    const { showModal, close } = proto;
    proto.showModal = function (this: HTMLDialogElement) {
      showModal.call(this);
      open.push(this);
    };
    proto.close = function (this: HTMLDialogElement, value?: string) {
      const index = open.indexOf(this);
      if (index >= 0) open.splice(index, 1);
      close.call(this, value);
    };
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      const top = open.filter((d) => d.isConnected && d.open).at(-1);
      if (!top) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (top.dispatchEvent(cancel)) top.close();
    });
  }
}
