import { useEffect, useRef, useState } from 'react';

/**
 * MUI's `useScrollTrigger` (react-admin's app bar hides with it, its sidebar follows it), which
 * reads the scroll position on scroll only, not as it mounts: reading it then, right after the
 * app's first render changed the page, forces the browser to lay out the whole first screen
 * inside that render (11–19 ms of a phone's main thread) instead of in its own frame. A page
 * opens at its top, where the trigger is off anyway. Otherwise the same as MUI's.
 */
function defaultTrigger(store, options) {
  const { disableHysteresis = false, threshold = 100, target } = options;
  const previous = store.current;
  if (target) {
    store.current = target.pageYOffset !== undefined ? target.pageYOffset : target.scrollTop;
  }
  if (!disableHysteresis && previous !== undefined && store.current < previous) return false;
  return store.current > threshold;
}

const defaultTarget = typeof window !== 'undefined' ? window : null;

export default function useScrollTrigger(options = {}) {
  const { getTrigger = defaultTrigger, target = defaultTarget, ...other } = options;
  const store = useRef();
  const mounted = useRef(false);
  const [trigger, setTrigger] = useState(() => getTrigger(store, other));
  const otherKey = JSON.stringify(other);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `other` is followed by its text.
  useEffect(() => {
    if (target === null) {
      setTrigger(false);
      return undefined;
    }
    const handleScroll = () => setTrigger(getTrigger(store, { target, ...other }));
    // Read again when the options change, not on mount.
    if (mounted.current) handleScroll();
    mounted.current = true;
    target.addEventListener('scroll', handleScroll, { passive: true });
    return () => target.removeEventListener('scroll', handleScroll, { passive: true });
  }, [target, getTrigger, otherKey]);
  return trigger;
}
