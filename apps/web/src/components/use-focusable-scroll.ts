import { useEffect } from 'react';

/** antd's scrolling table bodies: regions a keyboard must be able to scroll. */
const SCROLLERS = '.ant-table-body:not([tabindex]), .ant-table-content:not([tabindex])';

/**
 * Makes every scrolling table body on the page reachable by keyboard (tabindex 0, so the arrow keys scroll it): a
 * table wider than its box, or taller, with no link or button inside could not be scrolled without a mouse. Watches
 * the page as tables come and go.
 */
export function useFocusableScroll(): void {
  useEffect(() => {
    let frame = 0;
    const mark = () => {
      frame = 0;
      for (const el of document.querySelectorAll<HTMLElement>(SCROLLERS)) el.tabIndex = 0;
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(mark);
    });
    mark();
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}
