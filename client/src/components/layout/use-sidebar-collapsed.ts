import { useCallback, useState } from 'react';
import { storageKeys } from '@/config/storage-keys';

/** The collapsed flag survives reloads through local storage. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(storageKeys.sidebarCollapsed) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      localStorage.setItem(storageKeys.sidebarCollapsed, String(!current));
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
