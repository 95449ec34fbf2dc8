import { useEffect } from 'react';

/**
 * Gives focus back to `opener` when a dialog's closing left it nowhere (on the page's body, or on an element that
 * went with the dialog); when something else took it meanwhile (a dialog opened after saving), it stays there.
 */
export function giveFocusBack(opener: Element | null | undefined): void {
  const now = document.activeElement;
  if (opener instanceof HTMLElement && opener.isConnected && (!now || now === document.body || !now.isConnected))
    opener.focus({ preventScroll: true });
}

/** antd's dialog and drawer layers, as their portals add them to the page. */
const LAYERS = '.ant-modal-root, .ant-drawer';

/**
 * Every antd dialog or drawer hands focus back to what had it when it opened, also one its caller unmounts
 * (`{open && <Modal />}`): antd does so only after the closing motion of a layer still mounted. Watches the page
 * for layers coming and going, and remembers the last few focused elements, since a layer may take focus before
 * it is seen.
 */
export function useDialogFocusReturn(): void {
  useEffect(() => {
    let recent: Element[] = [];
    const openers = new Map<Element, Element | undefined>();
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Element) recent = [e.target, ...recent.filter((x) => x !== e.target)].slice(0, 8);
    };
    const layersIn = (node: Node) =>
      node instanceof Element ? [...(node.matches(LAYERS) ? [node] : []), ...node.querySelectorAll(LAYERS)] : [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          for (const layer of layersIn(node))
            if (!openers.has(layer))
              openers.set(
                layer,
                [document.activeElement, ...recent].find(
                  (x) => x && x !== document.body && x.isConnected && !layer.contains(x),
                ) ?? undefined,
              );
      for (const [layer, opener] of openers) {
        if (layer.isConnected) continue;
        openers.delete(layer);
        giveFocusBack(opener);
      }
    });
    document.addEventListener('focusin', onFocus, true);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocus, true);
      observer.disconnect();
    };
  }, []);
}
