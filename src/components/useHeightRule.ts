import { useEffect, type RefObject } from 'react';

/**
 * Keeps CSS in step with an element's height: `rule(height)` in a constructed style sheet of its
 * own (CSSOM, which the content security policy allows; a new rule restyles only the elements
 * its selectors match, decision 067). The height comes from a ResizeObserver's entry, the height
 * the layout already worked out, so publishing it forces no layout. While `active`; the sheet goes
 * when it stops or the component unmounts. `rule` should be a module-level function.
 */
export function useHeightRule(element: RefObject<HTMLElement | null>, rule: (height: number) => string, active = true): void {
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    let published = -1;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0);
      if (!entry || height === published) return;
      published = height;
      sheet.replaceSync(rule(height));
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [element, rule, active]);
}
