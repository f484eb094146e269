import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has laid out and painted the screen that
 * render drew (the frame after it, then a task of its own): for a part that measures itself as
 * it mounts, so its measuring lays out only itself rather than the whole new screen inside the
 * screen's first render.
 */
export const useAfterPaint = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};
