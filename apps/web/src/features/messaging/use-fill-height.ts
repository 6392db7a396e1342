/**
 * The inbox fills the window below whatever sits above it (the title, the account banner, the
 * reconnect banner, which come and go and wrap on a phone), so each panel scrolls inside itself and the
 * composer stays in view. Measured again when the window or anything above changes size.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Room kept under the inbox: the console layout's bottom padding (md on a phone, xl from 768 px). */
const bottomGap = () => (window.innerWidth < 768 ? 16 : 32);

export function useFillHeight(ref: RefObject<HTMLElement | null>, min: number): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottomGap())));
    };
    measure();
    // The parent grows when anything in it comes, goes or wraps (a banner above): measure again. Its
    // growth from the inbox's own new height measures the same height, so this settles at once.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, min]);
  return height;
}
