/**
 * Create Directory and Update Directory (spec 001 §4, §5, §8): name and type required. Creating holds
 * the numbers locally, then creates the contact and adds each number one by one, stopping at the first
 * failure with its error (pressing Create again goes on from there, on the contact already made).
 * Updating patches name and type; numbers are added (a 409 counts as done) or removed at once on the
 * server and the list of numbers is fetched again; Delete removes the contact at once (the spec asks no
 * confirmation).
 */
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Contact, ContactType } from '@portside/contract/directory';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, isApiError } from '../../kit/api-client.ts';
import { FormError } from '../../kit/form/index.ts';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { AddNumberModal } from './add-number-modal.tsx';
import {
  addContactPhone,
  contactsPath,
  createContact,
  useContactPhones,
  useDeleteContact,
  useDeleteContactPhone,
  useRefreshPhones,
  useReloadDirectory,
  useUpdateContact,
} from './api/directory-api.ts';
import { canSaveContact, hasDuplicate, type PhoneEntry } from './directory-rules.ts';
import { PhoneList } from './phone-list.tsx';

const messageOf = (t: TFunction, failure: unknown) =>
  (isApiError(failure) ? failure.serverMessage : null) ?? t('directory.errors.failed');

interface Props {
  domain: string;
  opened: boolean;
  onClose: () => void;
}

function ContactFields({
  name,
  type,
  onName,
  onType,
}: {
  name: string;
  type: string;
  onName: (v: string) => void;
  onType: (v: string) => void;
}) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('directory.name')}
        required
        data-autofocus
        autoComplete="off"
        value={name}
        onChange={(e) => onName(e.currentTarget.value)}
      />
      <Radio.Group label={t('directory.type')} withAsterisk value={type} onChange={onType}>
        <Group gap="lg" mt={6}>
          <Radio value="user" label={t('directory.types.user')} />
          <Radio value="guest" label={t('directory.types.guest')} />
        </Group>
      </Radio.Group>
    </>
  );
}

export function CreateContactModal({ domain, opened, onClose }: Props) {
  const t = useT();
  const reload = useReloadDirectory(domain);
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [staged, setStaged] = useState<PhoneEntry[]>([]);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a failed number: the contact already made, and the numbers already added to it.
  const created = useRef<string | null>(null);
  const saved = useRef(new Set<string>());
  const nextId = useRef(0);

  const close = () => {
    setName('');
    setType('');
    setStaged([]);
    setError(null);
    created.current = null;
    saved.current = new Set();
    onClose();
  };

  const stage = async (phones: Omit<PhoneEntry, 'id'>[]) => {
    if (hasDuplicate(staged, phones)) return t('directory.duplicate');
    setStaged((s) => [...s, ...phones.map((p) => ({ ...p, id: `new-${nextId.current++}` }))]);
    return null;
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    const body = { contact_name_given: name.trim(), contact_type: type as ContactType };
    try {
      if (created.current === null) created.current = (await createContact(domain, body)).contact_uuid;
      else await api.patch(`${contactsPath(domain)}/${created.current}`, body);
      for (const phone of staged) {
        if (saved.current.has(phone.id)) continue;
        await addContactPhone(domain, created.current, phone);
        saved.current.add(phone.id);
      }
      notifications.show({ color: 'teal', message: t('directory.updatedNotice') });
      close();
    } catch (failure) {
      setError(messageOf(t, failure));
    } finally {
      setBusy(false);
    }
    // The contact exists once created, whether or not each of its numbers followed.
    void reload();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('directory.createTitle')} size={600} centered>
      <Stack gap="sm">
        <ContactFields name={name} type={type} onName={setName} onType={setType} />
        <PhoneList
          phones={staged}
          busy={busy}
          onRemove={(p) => setStaged((s) => s.filter((x) => x.id !== p.id || saved.current.has(x.id)))}
        />
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('directory.addNumber')}
          </Button>
        </Group>
        <FormError error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('directory.cancel')}
          </Button>
          <Button disabled={!canSaveContact(name, type)} loading={busy} onClick={() => void submit()}>
            {t('directory.create')}
          </Button>
        </Group>
      </Stack>
      <AddNumberModal opened={adding} onClose={() => setAdding(false)} onAdd={stage} />
    </Modal>
  );
}

export function UpdateContactModal({
  domain,
  opened,
  onClose,
  contact,
}: Props & { contact: Contact | null }) {
  const t = useT();
  const uuid = contact?.contact_uuid ?? '';
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const phones = useContactPhones(domain, opened && contact ? uuid : null);
  const refresh = useRefreshPhones(domain);
  const update = useUpdateContact(domain);
  const remove = useDeleteContact(domain);
  const removePhone = useDeleteContactPhone(domain, uuid);

  useEffect(() => {
    if (!opened || !contact) return;
    setName(contact.contact_name_given);
    setType(contact.contact_type);
    setError(null);
  }, [opened, contact]);

  const entries: PhoneEntry[] = useMemo(
    () =>
      (phones.data?.data ?? []).map((p) => ({
        id: p.contact_phone_uuid,
        phone_label: p.phone_label,
        phone_number: p.phone_number,
      })),
    [phones.data],
  );

  const close = () => {
    update.reset();
    remove.reset();
    setError(null);
    onClose();
  };

  /** Each number on the server in turn; one it already has (409) counts as added. */
  const addNow = async (added: Omit<PhoneEntry, 'id'>[]) => {
    try {
      for (const phone of added) {
        try {
          await addContactPhone(domain, uuid, phone);
        } catch (failure) {
          if (!isApiError(failure, 409)) throw failure;
        }
      }
      return null;
    } catch (failure) {
      return messageOf(t, failure);
    } finally {
      await refresh(uuid);
    }
  };

  const save = () => {
    setError(null);
    update.mutate(
      { uuid, body: { contact_name_given: name.trim(), contact_type: type as ContactType } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('directory.updatedNotice') });
          close();
        },
        onError: (failure) => setError(messageOf(t, failure)),
      },
    );
  };

  const destroy = () => {
    setError(null);
    remove.mutate(uuid, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('directory.deletedNotice') });
        close();
      },
      onError: (failure) => setError(messageOf(t, failure)),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('directory.updateTitle')} size={600} centered>
      <Stack gap="sm">
        <ContactFields name={name} type={type} onName={setName} onType={setType} />
        <PhoneList
          phones={entries}
          loading={phones.isFetching}
          busy={removePhone.isPending}
          onRemove={(p) =>
            removePhone.mutate(p.id, { onError: (failure) => setError(messageOf(t, failure)) })
          }
        />
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('directory.addNumber')}
          </Button>
        </Group>
        <FormError error={error} />
        <Group justify="space-between" gap="sm">
          <Button color="red" variant="subtle" onClick={destroy} loading={remove.isPending}>
            {t('directory.delete')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {t('directory.cancel')}
            </Button>
            <Button disabled={!canSaveContact(name, type)} loading={update.isPending} onClick={save}>
              {t('directory.update')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <AddNumberModal opened={adding} onClose={() => setAdding(false)} onAdd={addNow} />
    </Modal>
  );
}
