import { useEffect } from 'react';

/**
 * Calls `onShown` once what it stands beside is on screen: inside a Suspense boundary, its effect runs only
 * when everything the boundary holds has loaded and shown. The room starts its channel then (issue 32).
 */
export function OnScreen({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}
