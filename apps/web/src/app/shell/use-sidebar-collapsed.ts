/** Side bar collapsed (icons only) or not, remembered per user under portside.sidebar.<user>.v5. */
import { useLocalStorage } from '@mantine/hooks';
import { storageKeys } from '../../kit/local-store.ts';

export function useSidebarCollapsed(user: string): [boolean, () => void] {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: storageKeys.sidebar(user),
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return [collapsed, () => setCollapsed((value) => !value)];
}
