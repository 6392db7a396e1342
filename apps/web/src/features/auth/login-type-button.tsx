/** The split button 'Login using Password/Pin': submit on the left, the login-type chooser on the right. */
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useT } from '../../kit/i18n/index.ts';
import { LOGIN_TYPES, type LoginTypeId } from './login-types.ts';

export function LoginTypeButton({
  mode,
  onModeChange,
  disabled,
  loading,
}: {
  mode: LoginTypeId;
  onModeChange: (mode: LoginTypeId) => void;
  disabled: boolean;
  loading: boolean;
}) {
  const t = useT();
  const current = LOGIN_TYPES.find((type) => type.id === mode) ?? LOGIN_TYPES[0]!;
  const Icon = current.icon;
  return (
    <Button.Group>
      <Button
        type="submit"
        size="md"
        fullWidth
        disabled={disabled}
        loading={loading}
        leftSection={<Icon size={18} />}
      >
        {t('auth.loginUsing', { type: t(current.title) })}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="md" px="sm" aria-label={t('auth.chooseLoginType')} variant="filled" color="harbor.8">
            <IconChevronDown size={18} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {LOGIN_TYPES.map((type) => (
            <Menu.Item
              key={type.id}
              leftSection={<type.icon size={16} />}
              rightSection={type.id === mode ? <IconCheck size={14} /> : null}
              onClick={() => onModeChange(type.id)}
            >
              {t(type.title)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
