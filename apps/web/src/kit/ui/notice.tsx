/** The alerts of spec 000 §8: 'Oops...' for failures, 'Success' for confirmations. */
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useT } from '../i18n/index.ts';

export function OopsAlert({ children, onClose }: { children: React.ReactNode; onClose?: () => void }) {
  const t = useT();
  return (
    <Alert
      color="red"
      variant="light"
      title={t('common.oops')}
      icon={<IconAlertCircle size={20} />}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={t('common.dismiss')}
      onClose={onClose}
      role="alert"
    >
      {children}
    </Alert>
  );
}

export function SuccessAlert({ children, onClose }: { children: React.ReactNode; onClose?: () => void }) {
  const t = useT();
  return (
    <Alert
      color="teal"
      variant="light"
      title={t('common.success')}
      icon={<IconCheck size={20} />}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={t('common.dismiss')}
      onClose={onClose}
      role="status"
    >
      {children}
    </Alert>
  );
}
