import { useEffect, useRef, useState } from 'react';

const MIN_HEIGHT = 360;

/**
 * The height from an element's top to the bottom of the window less `bottomGap`, kept current as
 * the window resizes or content above it (a notice being closed) moves it.
 */
export function useFillHeight<T extends HTMLElement>(bottomGap: number) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>(MIN_HEIGHT);

  useEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - bottomGap)));
    };
    const frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [bottomGap]);

  return [ref, height] as const;
}
