import type { Page } from 'playwright-core';

/**
 * The in-page layout check of the layout journey (ADR 149). One `page.evaluate` per screen and
 * size; it answers every problem it finds, as short lines naming the element and its text.
 */

const CONTROLS = 'button,a[href],input,select,textarea,[role=tab],summary,label';

/** Waits for the page to lay itself out again after a resize (two animation frames). */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((controls) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const doc = document.documentElement;
    const name = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
      const text =
        el instanceof HTMLSelectElement
          ? (el.selectedOptions[0]?.text ?? '')
          : el instanceof HTMLInputElement
            ? el.value || el.placeholder
            : (el.getAttribute('aria-label') ?? el.textContent ?? '');
      return `${tag}${cls ? `.${cls}` : ''} "${text.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    if (doc.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways: ${doc.scrollWidth}px wide on ${width}px`);

    // Inside an open modal dialog only the dialog can be reached.
    const modal = [...document.querySelectorAll('dialog[open]')].find((d) => d.matches(':modal'));
    const root: ParentNode = modal ?? document.body;
    const shown = (el: Element) => {
      if (
        !(el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true })
      )
        return false;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      // Screen-reader-only text and a skip link waiting off the screen are not shown.
      return !el.closest('.sr-only,.skip-link');
    };

    // Text boxes: the innermost elements holding text of their own.
    const texts = new Set<Element>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent?.trim() && n.parentElement && !n.parentElement.closest('script,style'))
        texts.add(n.parentElement);
    }
    const canvas = document.createElement('canvas').getContext('2d')!;
    const seen = new Set<string>();
    const report = (line: string) => {
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    };

    const EDGE = 4;
    const startX = window.scrollX;
    const startY = window.scrollY;
    const tappable: Element[] = [];
    // First every box where it lies with nothing scrolled sideways (a table scrolled inside its
    // own box still runs off the phone), then each control scrolled to the middle and hit-tested.
    for (const el of new Set([...root.querySelectorAll(controls), ...texts])) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left < -1 || r.right > width + 1) {
        report(
          `${name(el)} lies outside the screen (${Math.round(r.left)}..${Math.round(r.right)} of ${width}px)`,
        );
        continue;
      }
      // Every page keeps a side margin: no text and no control touches the screen's edge.
      let ink = r;
      if (!el.matches(controls)) {
        const range = document.createRange();
        const runs = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent?.trim());
        range.setStartBefore(runs[0]!);
        range.setEndAfter(runs[runs.length - 1]!);
        ink = range.getBoundingClientRect();
      }
      if (ink.width > 0 && (ink.left < EDGE || ink.right > width - EDGE))
        report(
          `${name(el)} touches the screen's edge (${Math.round(ink.left)}..${Math.round(ink.right)} of ${width}px)`,
        );
      const style = getComputedStyle(el);
      // Cut off by its own box: a one-line label, a select, a badge, a tab.
      // A text field scrolls its own value; a time or date field does not ("09:00 A").
      const typed = el.matches('textarea,input:not([type=time],[type=date],[type=datetime-local])');
      const clips = style.overflowX !== 'visible' || el.matches('select,input');
      if (clips && !typed && el.scrollWidth > el.clientWidth + 1) {
        if (style.textOverflow !== 'ellipsis' || el.matches(controls))
          report(`${name(el)} is cut off at the side (${el.scrollWidth}px in ${el.clientWidth}px)`);
      }
      const oneLine =
        el.matches('select,input') ||
        style.whiteSpace === 'nowrap' ||
        (parseFloat(style.lineHeight) > 0 && r.height < parseFloat(style.lineHeight) * 1.6);
      const clipsY = style.overflowY !== 'visible' || el.matches('select,input');
      if (oneLine && clipsY && !el.matches('textarea')) {
        if (el.scrollHeight > el.clientHeight + 1)
          report(`${name(el)} clips its text (${el.scrollHeight}px tall in ${el.clientHeight}px)`);
        // The ink of the glyphs (Nastaliq reaches far above and below) against the box that clips it.
        const text =
          el instanceof HTMLSelectElement
            ? (el.selectedOptions[0]?.text ?? '')
            : el instanceof HTMLInputElement
              ? el.value || el.placeholder
              : (el.textContent ?? '');
        if (text.trim() && !text.includes('\n')) {
          canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const m = canvas.measureText(text);
          const ink = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
          // A select or a field clips at its padding box (Chromium draws into the padding).
          if (ink > el.clientHeight + 1)
            report(
              `${name(el)} cuts its glyphs (${Math.round(ink)}px of ink in ${el.clientHeight}px)`,
            );
        }
      }
      if (el.matches(controls) && style.pointerEvents !== 'none') tappable.push(el);
    }
    // A framed box (a card) needs the margin too, or its frame runs along the screen's edge.
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect();
      if (r.width < width / 2 || r.height < 2 || (r.left >= 1 && r.right <= width - 1)) continue;
      const style = getComputedStyle(el);
      const framed = ['Left', 'Right'].some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      if (framed && shown(el) && !seen.has(`edge:${el.className}`)) {
        seen.add(`edge:${el.className}`);
        report(`${name(el)} has its frame on the screen's edge`);
      }
    }
    for (const el of tappable) {
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      // A link that wraps onto two lines is hit-tested on its first line, not between them.
      const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y < 0 || y > window.innerHeight || x < 0 || x > width) continue;
      const hit = document.elementFromPoint(x, y);
      const own =
        hit &&
        (el.contains(hit) ||
          (hit instanceof HTMLLabelElement && hit.control === el) ||
          (el instanceof HTMLLabelElement && el.control === hit));
      if (!own) report(`${name(el)} is covered by ${hit ? name(hit) : 'nothing'} at its centre`);
    }
    window.scrollTo(startX, startY);
    return problems;
  }, CONTROLS);
}
