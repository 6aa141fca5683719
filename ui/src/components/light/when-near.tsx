import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws `children` once its place comes near the screen (within `margin` of it), `placeholder` until then:
 * a part of a long page below the fold (a dashboard's group health, with its tables and charts) costs a
 * phone nothing, neither download nor rendering, while the top of the page is first drawn. Scrolling
 * towards it (a finger, the keyboard, a screen reader moving on) draws it; once drawn it stays. Without
 * IntersectionObserver everything is drawn at once.
 */
export function WhenNear({
  children,
  placeholder,
  margin = '400px',
}: {
  readonly children: ReactNode;
  readonly placeholder: ReactNode;
  readonly margin?: string;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place}>{placeholder}</div>;
}
