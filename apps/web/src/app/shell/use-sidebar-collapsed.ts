/** Side bar collapsed (icons only) or not, remembered per user under portside.sidebar.<owner>.v5. */
import { useLocalStorage } from '@mantine/hooks';
import { storageKeys } from '../../kit/local-store.ts';

export function useSidebarCollapsed(owner: string): [boolean, () => void] {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: storageKeys.sidebar(owner),
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return [collapsed, () => setCollapsed((value) => !value)];
}
